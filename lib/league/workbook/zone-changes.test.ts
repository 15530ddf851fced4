import type { SeasonChange } from '../season-diff';
import { zoneChanges } from './zone-changes';

const where = { group: 'PA1', zone: 'PA', teams: [], parts: [] } satisfies Partial<SeasonChange>;

describe("a zone workbook's changes in the scorer's words", () => {
  it('counts the results and dates and lists each change as the change log says it', () => {
    const changes: SeasonChange[] = [
      { ...where, kind: 'results-posted', round: 3, count: 2 },
      {
        ...where,
        kind: 'result-corrected',
        round: 2,
        home: 'Beecroft A',
        away: 'Epping A',
        was: { home: 3, away: 1 },
        now: { home: 2.5, away: 1.5 },
      },
      { ...where, kind: 'round-moved', round: 4, from: '2030-05-22', to: '2030-05-23' },
      { ...where, group: '', kind: 'other', what: 'draw rows' },
    ];
    expect(zoneChanges('PA', changes, false)).toEqual({
      summary: '3 results and 1 round date would change in PA:',
      lines: [
        'PA1 round 3: results of 2 matches posted',
        'PA1 round 2: Beecroft A v Epping A now 2½–1½, was 3–1',
        'PA1 round 4 moved from 22 May to 23 May',
      ],
    });
    expect(zoneChanges('PA', changes.slice(1, 2), true).summary).toBe('1 result changed in PA:');
  });

  it('says plainly when nothing changes', () => {
    expect(zoneChanges('PA', [{ ...where, group: '', kind: 'other', what: 'x' }], false)).toEqual({
      summary: 'Nothing would change in PA: the workbook has the same results and dates as the site.',
      lines: [],
    });
  });
});
