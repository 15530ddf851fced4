/* eslint-disable @typescript-eslint/no-explicit-any -- each case breaks a different field of the fixture */
import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, formatPath } from './bundle';
import { bundleJsonSchema } from './bundle-json-schema';
import { sampleBundle } from '@/test/fixtures';

describe('season bundle checks', () => {
  it('accepts a valid bundle', () => {
    expect(checkBundle(sampleBundle())).toMatchObject({ ok: true });
  });

  it('accepts a double forfeit and a match ruled 0-0 for a late card (match cards)', () => {
    const b = sampleBundle();
    b.divisions[0]!.rounds[2]!.pairings[1]!.result = { home: 1, away: 2, boards: ['FF', '1', '0', '0'] };
    b.divisions[0]!.rounds[0]!.pairings[1]!.result = { home: 0, away: 0, ruled: 'late-card' };
    expect(checkBundle(b)).toMatchObject({ ok: true });
  });

  it.each([
    [
      'an unknown field',
      (b: any) => (b.divisions[0].colour = 'red'),
      'divisions[0]: Unrecognized key: "colour"',
    ],
    [
      'a score out of range',
      (b: any) => (b.divisions[0].rounds[0].pairings[1].result.home = 4.5),
      'divisions[0].rounds[0].pairings[1].result.home',
    ],
    [
      'a score that is not a half point',
      (b: any) => (b.divisions[0].rounds[0].pairings[1].result.away = 1.3),
      'must be a whole or half point',
    ],
    [
      'a match worth more than four boards',
      (b: any) => (b.divisions[0].rounds[0].pairings[1].result = { home: 3, away: 2 }),
      'divisions[0].rounds[0].pairings[1].result: board points add up to more than 4',
    ],
    [
      'games that do not add up',
      (b: any) => (b.divisions[0].rounds[1].pairings[1].result.boards = ['1', '1', '1', 'X']),
      'divisions[0].rounds[1].pairings[1].result.boards: games give 3-0, not 2-1',
    ],
    [
      'a ruling 0-0 with a score',
      (b: any) => (b.divisions[0].rounds[0].pairings[1].result = { home: 1, away: 0, ruled: 'late-card' }),
      'divisions[0].rounds[0].pairings[1].result.ruled: a match ruled 0-0 has no games, no tie-break and scores 0-0',
    ],
    [
      'a team playing twice in a round',
      (b: any) => (b.divisions[0].rounds[0].pairings[1].home = 1),
      'team 1 plays twice in round 1',
    ],
    [
      'a division in an unknown zone',
      (b: any) => (b.divisions[0].zone = 'ZZ'),
      'divisions[0].zone: zone ZZ is not in the season',
    ],
    [
      'a tie-break on a won match',
      (b: any) => (b.finals[0].steps[1].matches[0].result.tiebreak = { winner: 'home' }),
      'finals[0].steps[1].matches[0].result.tiebreak: a tie-break decides only a tied pairing',
    ],
    [
      'a finals team not in the grid',
      (b: any) => (b.finals[0].steps[1].matches[0].home = 7),
      'finals[0].steps[1].matches[0]: team 7 is not in the grid',
    ],
    [
      'a date that is not a date',
      (b: any) => (b.divisions[0].rounds[0].date = '3 May'),
      'divisions[0].rounds[0].date: must be a date written YYYY-MM-DD',
    ],
    [
      'a day April does not have',
      (b: any) => (b.divisions[0].rounds[2].date = '2026-04-31'),
      'divisions[0].rounds[2].date: 2026-04-31 is not a date',
    ],
    [
      'a thirteenth month',
      (b: any) => (b.notices = [{ date: '2024-13-45', text: 'x' }]),
      'notices[0].date: 2024-13-45 is not a date',
    ],
    [
      'a carriage return in a team name',
      (b: any) => (b.divisions[0].teams[0].name = 'Carlingford A\rPA1: nothing'),
      'divisions[0].teams[0].name: must be one line of plain text',
    ],
    [
      'a right-to-left override in a zone name',
      (b: any) => (b.zones[0].name = 'Parra\u202ematta'),
      'zones[0].name: must be one line of plain text',
    ],
    [
      'a line break in a change recorded',
      (b: any) =>
        (b.changes = [
          {
            at: '2030-05-04T00:00:00.000Z',
            items: [{ kind: 'team-added', group: 'PA1', text: 'PA1: A added\nPA1: B added', teams: [] }],
          },
        ]),
      'changes[0].items[0].text: must be one line',
    ],
    [
      'a short invitation hash',
      (b: any) => (b.schools[0].invitations[0].hash = 'abc'),
      'schools[0].invitations[0].hash',
    ],
    [
      'a NUL in a school name',
      (b: any) => (b.schools[0].name = 'Carlingford\u0000 Public School'),
      'schools[0].name: must be one line of plain text',
    ],
    [
      'a lone surrogate in a team name',
      (b: any) => (b.divisions[0].teams[0].name = 'Carlingford \udc00A'),
      'divisions[0].teams[0].name: must be one line of plain text',
    ],
    [
      'an escape character in a note',
      (b: any) => (b.divisions[0].notes = ['fine', 'red \u001b[31m']),
      'divisions[0].notes[1]: must be plain text',
    ],
    [
      'a NUL in a source link',
      (b: any) => (b.divisions[0].source = 'https://example.org/draw\u0000.pdf'),
      'divisions[0].source: must be plain text',
    ],
  ])('rejects %s, naming its path', (_, breakIt, message) => {
    const bundle = sampleBundle();
    breakIt(bundle);
    const checked = checkBundle(bundle);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.errors.join('\n')).toContain(message);
  });

  it('accepts accents, whole emoji, tabs and line breaks in text', () => {
    const bundle = sampleBundle();
    bundle.schools[0]!.name = 'École Démo 👩‍👩‍👧‍👦';
    bundle.divisions[0]!.notes = ['Two lines:\nthe second\tindented'];
    bundle.divisions[0]!.rounds[0]!.date = '2032-02-29';
    expect(checkBundle(bundle)).toMatchObject({ ok: true });
  });

  it('rejects a document that is not a bundle at all', () => {
    const checked = checkBundle([1, 2, 3]);
    expect(checked.ok ? [] : checked.errors).toEqual([expect.stringMatching(/^\(document\): /)]);
  });

  it('writes paths the way people read them', () => {
    expect(formatPath(['divisions', 3, 'rounds', 2, 'pairings', 0])).toBe(
      'divisions[3].rounds[2].pairings[0]',
    );
  });

  it('ships a JSON Schema that matches the zod schema (run npm run schema:bundle after changing it)', () => {
    const committed = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../docs/season-bundle.schema.json'), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(bundleJsonSchema())));
  });
});
