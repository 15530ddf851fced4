import { bestPlaced, seasonHeadline } from './school-history';
import type { SchoolSeasonSummary } from './school-page';

const team = (name: string, place: string | null, complete = true): SchoolSeasonSummary['teams'][number] => ({
  name,
  grade: 'championship',
  division: 'PA1',
  zone: 'Parramatta',
  place,
  complete,
});
const season = (teams: SchoolSeasonSummary['teams'], finals: SchoolSeasonSummary['finals'] = []) => ({
  year: 2025,
  teams,
  finals,
});

describe('a past season in one line', () => {
  it('names the best placed of several teams', () => {
    expect(
      seasonHeadline(
        season([team('Darcy Road B', '3rd'), team('Darcy Road A', '=1st'), team('Darcy Road C', null)]),
      ),
    ).toBe('3 teams; best placed Darcy Road A, =1st in Championship PA1 (Parramatta).');
  });

  it('names a single team with its place, or without one while none is given', () => {
    expect(seasonHeadline(season([team('Beecroft A', '2nd', false)]))).toBe(
      '1 team: Beecroft A, so far 2nd in Championship PA1 (Parramatta).',
    );
    expect(seasonHeadline(season([team('Beecroft A', null)]))).toBe(
      '1 team: Beecroft A in Championship PA1 (Parramatta).',
    );
  });

  it('counts teams when none is placed yet, and says when the school played only finals', () => {
    expect(seasonHeadline(season([team('A', null), team('B', null)]))).toBe('2 teams.');
    expect(seasonHeadline(season([], [{ eventName: 'Country secondary finals', won: true }]))).toBe(
      'No zone teams; finals only.',
    );
  });

  it('prefers a finished division to a running one at the same place, and 2nd to 10th', () => {
    expect(bestPlaced([team('Running', '1st', false), team('Done', '1st')])?.name).toBe('Done');
    expect(bestPlaced([team('Tenth', '10th'), team('Second', '2nd')])?.name).toBe('Second');
  });
});
