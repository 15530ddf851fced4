import { COMPETITION_MODES } from './constants';
import { RULES } from './competition-rules';
import { finalsRule, matchesNeeded, teamEligibility } from './eligibility';

const wordsOf = (kind: keyof typeof RULES) =>
  RULES[kind].sections
    .flatMap((s) =>
      s.blocks.flatMap((b) => (b.kind === 'list' ? b.items : b.kind === 'paragraph' ? [b.text] : [])),
    )
    .join(' ');

describe("each competition's finals rule", () => {
  it('is the metropolitan secondary 50% rule there, and none in primary or country secondary, as the rules texts say', () => {
    expect(finalsRule('metropolitan_secondary')).toMatchObject({ kind: 'share', percent: 50 });
    for (const mode of ['metropolitan_primary', 'country_primary', 'country_secondary'] as const)
      expect(finalsRule(mode).kind).toBe('none');
    expect(wordsOf('metropolitan_secondary')).toContain(
      'To play in the finals, a player must have played in at least 50% of the team’s preliminary matches.',
    );
    // The other rules say nothing of how many matches a finals player must have played.
    for (const kind of ['primary', 'country_secondary'] as const)
      expect(wordsOf(kind)).not.toMatch(/at least \d+%|must have played/);
  });

  it('says plainly when a competition has no such rule', () => {
    expect(finalsRule('country_secondary').text).toBe(
      'The Country secondary rules set no number of matches a player must have played to play in the finals: there is nothing to count.',
    );
    for (const mode of COMPETITION_MODES) expect(finalsRule(mode).text).not.toBe('');
  });

  it('needs half the preliminary matches, rounded up (counted by hand)', () => {
    const rule = finalsRule('metropolitan_secondary');
    // 7 matches: 3½ → 4; 6 → 3; 9 → 4½ → 5; 1 → 1.
    expect([7, 6, 9, 1].map((n) => matchesNeeded(rule, n))).toEqual([4, 3, 5, 1]);
    expect(matchesNeeded(finalsRule('metropolitan_primary'), 7)).toBeNull();
  });
});

describe('finals eligibility from the cards', () => {
  const rule = finalsRule('metropolitan_secondary');

  it('counts each named player once a match, names matched ignoring case and spaces', () => {
    // 7 preliminary matches (needed 4); 5 published: 4 with names, 1 without; 2 still to play.
    const [team] = teamEligibility(rule, [
      {
        team: 'IE1:2',
        name: 'Scots',
        scheduled: 7,
        lineups: [
          ['Ann Lee', 'Bo Chen', null, 'Cy Dale'],
          ['ann  lee', 'Bo Chen', 'Di Evans', null],
          null,
          ['Ann Lee', 'Di Evans', 'Ed Fox', 'Ann Lee'],
          ['Ann Lee', 'Bo Chen', '', null],
        ],
      },
    ]);
    expect(team).toMatchObject({ scheduled: 7, published: 5, unnamed: 1, needed: 4 });
    // Ann 4 (eligible). Bo 3: one unnamed card could make 4 (unknown). Di 2 and Cy 1: 2 + 1 unnamed + 2 to
    // play = 5 ≥ 4, and 1 + 1 + 2 = 4 (not yet). Ed 1: not yet too.
    expect(team!.players).toEqual([
      { name: 'Ann Lee', games: 4, status: 'eligible' },
      { name: 'Bo Chen', games: 3, status: 'unknown' },
      { name: 'Di Evans', games: 2, status: 'not-yet' },
      { name: 'Cy Dale', games: 1, status: 'not-yet' },
      { name: 'Ed Fox', games: 1, status: 'not-yet' },
    ]);
  });

  it('says no once a player cannot reach the rule in the matches left', () => {
    // 7 matches, all published and named: needed 4.
    const named = ['Ann', 'Bo', 'Cy', 'Di'];
    const [team] = teamEligibility(rule, [
      {
        team: 'IE1:1',
        name: 'Waverley',
        scheduled: 7,
        lineups: [named, named, named, ['Ann', 'Bo', 'Cy', 'Ed'], named, named, ['Ann', 'Bo', 'Cy', 'Ed']],
      },
    ]);
    expect(team!.players.map((p) => [p.name, p.games, p.status])).toEqual([
      ['Ann', 7, 'eligible'],
      ['Bo', 7, 'eligible'],
      ['Cy', 7, 'eligible'],
      ['Di', 5, 'eligible'],
      ['Ed', 2, 'no'],
    ]);
  });

  it('counts nothing under a competition without the rule', () => {
    const teams = [
      { team: 'PA2:1', name: 'Carlingford A', scheduled: 6, lineups: [['Ann', 'Bo', 'Cy', 'Di']] },
    ];
    expect(teamEligibility(finalsRule('metropolitan_primary'), teams)).toEqual([]);
  });
});
