import { checkBundle } from '../bundle';
import { schoolSlug } from '../school-slug';
import { ADDED_ENTRIES, ADDED_PLACEMENTS, demoEntries, demoSeason } from '@/test/draw-entries';
import { bergerTable } from './berger';
import { proposeDraw, type EntryTeams } from './propose';
import { proposalText } from './proposal-text';
import { checkDrawSettings } from './settings';

const last = demoSeason(2026);
const season = { ...last, year: 2027, published: false };
season.entry = Object.fromEntries(
  Object.entries(season.entry).map(([mode, w]) => [mode, { ...w, commence_date: '2027-05-05' }]),
) as typeof season.entry;
const entries: EntryTeams[] = [...demoEntries(last), ...ADDED_ENTRIES].map((e, i) => ({ ...e, id: i + 1 }));
const settings = (extra: object = {}) => {
  const checked = checkDrawSettings({
    placements: ADDED_PLACEMENTS,
    blackouts: [{ from: '2027-06-05', to: '2027-06-13', name: 'a holiday week' }],
    ...extra,
  });
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.settings;
};
const proposal = proposeDraw({ season, lastSeason: last, entries, settings: settings() });
const divisions = proposal.zones.flatMap((z) => z.divisions.map((d) => d.division));
const schoolOf = (team: { school?: string }) => schoolSlug(team.school ?? '');

describe('the draw proposal from the demo season’s entry requests', () => {
  it('draws every team entered in a zone it played in last season, and lists the new school to place', () => {
    const drawn = divisions.flatMap((d) => d.teams.filter((t) => !t.bye));
    const placed = entries.filter((e) => e.school !== 'Brand New Primary');
    const entered = placed.reduce((n, e) => n + Object.values(e.teams).reduce((a, b) => a + b, 0), 0);
    expect(drawn).toHaveLength(entered);
    expect(proposal.unplaced).toEqual([
      {
        school: 'Brand New Primary',
        mode: 'metropolitan_primary',
        teams: 1,
        why: 'new to the league: no team of it played last season',
      },
    ]);
    // Carlingford played in Parramatta in 2026, so its 2027 teams are drawn there.
    expect(
      divisions.filter((d) => d.teams.some((t) => t.school === 'Carlingford')).every((d) => d.zone === 'PA'),
    ).toBe(true);
  });

  it('keeps teams of one school in different divisions where the numbers allow, and pairs them in round 1 otherwise', () => {
    const byGrade = new Map<string, typeof divisions>();
    for (const d of divisions)
      byGrade.set(`${d.zone}:${d.grade}`, [...(byGrade.get(`${d.zone}:${d.grade}`) ?? []), d]);
    let separated = 0;
    for (const group of byGrade.values()) {
      const schools = new Set(group.flatMap((d) => d.teams.filter((t) => !t.bye).map(schoolOf)));
      for (const school of schools) {
        const perDivision = group.map((d) => d.teams.filter((t) => !t.bye && schoolOf(t) === school));
        const total = perDivision.reduce((n, teams) => n + teams.length, 0);
        if (total <= group.length) {
          expect(perDivision.every((teams) => teams.length <= 1)).toBe(true);
          if (total > 1) separated += 1;
        } else {
          for (const [i, teams] of perDivision.entries()) {
            if (teams.length !== 2) continue;
            const [a, b] = teams.map((t) => t.no);
            const round1 = group[i]!.rounds[0]!.pairings.map((p) => [p.home, p.away].sort().join('-'));
            expect(round1).toContain([a, b].sort().join('-'));
          }
        }
      }
    }
    // The added schools with two championship teams in Parramatta's two championship divisions are kept apart.
    expect(separated).toBeGreaterThanOrEqual(6);
    const pa = proposal.zones.find((z) => z.zone.code === 'PA')!;
    expect(pa.lines).toContain(
      'Parramatta Championship: 23 teams: 3 divisions of 8, 8 and 7 (no more than 10 a division, sizes as equal as possible).',
    );
    const championship = pa.divisions.map((d) => d.division).filter((d) => d.grade === 'championship');
    expect(
      championship.map((d) => d.teams.filter((t) => t.school === 'Northmead Public School').length),
    ).toEqual([1, 1, 1]);
    expect(pa.problems).toContain(
      'Parramatta Rookies: Northmead Public School has 3 teams and there is 1 division: they cannot all be kept apart, and those sharing a division meet in round 1.',
    );
  });

  it('pairs each division by its Berger table, every team home at most once more than away, and dates skip the holidays', () => {
    for (const division of divisions) {
      const size = division.teams.length;
      expect(division.rounds.map((r) => r.pairings.map((p) => [p.home, p.away]))).toEqual(
        bergerTable(size).map((r) => r.map((p) => [p.home, p.away])),
      );
      const bye = division.teams.find((t) => t.bye)?.no;
      const home = new Map<number, number>();
      const away = new Map<number, number>();
      for (const p of division.rounds.flatMap((r) => r.pairings)) {
        if (p.home === bye || p.away === bye) continue;
        home.set(p.home, (home.get(p.home) ?? 0) + 1);
        away.set(p.away as number, (away.get(p.away as number) ?? 0) + 1);
      }
      const counts = division.teams.filter((t) => !t.bye).map((t) => home.get(t.no) ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      for (const t of division.teams.filter((x) => !x.bye))
        expect(Math.abs((home.get(t.no) ?? 0) - (away.get(t.no) ?? 0))).toBeLessThanOrEqual(1);
    }
    const pa1 = divisions.find((d) => d.code === 'PA1')!;
    expect(pa1.rounds.map((r) => r.date).slice(0, 2)).toEqual(['2027-05-07', '2027-05-14']);
    expect(divisions.flatMap((d) => d.rounds.map((r) => r.date))).not.toContain('2027-06-11');
  });

  it('makes divisions a bundle accepts, and says why each has its size', () => {
    expect(checkBundle({ ...season, divisions, finals: [], schools: [], changes: undefined }).ok).toBe(true);
    const text = proposalText(proposal);
    expect(text).toContain('Parramatta Championship: ');
    expect(text).toMatch(
      /PA\d Parramatta Intermediate \d: 7 teams and the bye \(team 8\), 7 rounds on the 8-team Berger table; each team home 3 times in 6 matches/,
    );
    expect(text).toContain(
      'Schools to place (add them to "placements" in the settings file):\n  Brand New Primary (Metropolitan primary, 1 teams): new to the league',
    );
    expect(text).toContain('Rounds on Fridays from 5 May, skipping 11 June (a holiday week).');
  });

  it("draws one zone alone, and lets the settings place a new school and set a zone's match day", () => {
    const one = proposeDraw({
      season,
      lastSeason: last,
      entries,
      zone: 'PA',
      settings: settings({
        placements: { ...ADDED_PLACEMENTS, 'Brand New Primary': 'PA' },
        zones: { PA: { match_day: 'thursday', commence: '2027-05-10' } },
      }),
    });
    expect(one.zones.map((z) => z.zone.code)).toEqual(['PA']);
    expect(one.unplaced).toEqual([]);
    expect(
      one.zones[0]!.divisions.flatMap((d) => d.division.teams).some((t) => t.name === 'Brand New Primary A'),
    ).toBe(true);
    expect(one.zones[0]!.divisions[0]!.division.rounds[0]!.date).toBe('2027-05-13');
  });
});

describe('requests the draw maker does not draw as they come', () => {
  it('letters a school’s 27th team AA, notes country secondary and a missing last season, and pairs one school’s teams in round 1', () => {
    const one = proposeDraw({
      season,
      lastSeason: null,
      entries: [
        { id: 1, school: 'Big School', mode: 'metropolitan_primary', teams: { championship: 27 } },
        { id: 2, school: 'Far High', mode: 'country_secondary', teams: {} },
      ],
      settings: settings({ placements: { 'Big School': 'PA' } }),
    });
    const teams = one.zones[0]!.divisions.flatMap((d) =>
      d.division.teams.filter((t) => !t.bye).map((t) => t.name),
    );
    expect(teams).toHaveLength(27);
    expect(teams).toContain('Big School AA');
    expect(one.notes).toEqual([
      'No earlier season is stored: every school needs a placement in the settings.',
      'Far High: country secondary is a knock-out per region, not drawn here.',
    ]);
    const first = one.zones[0]!.divisions[0]!;
    expect(first.division.teams).toHaveLength(10);
    expect(first.lines).toContain('Big School A and Big School D, of one school, meet in round 1');
    expect(first.problems).toEqual([
      'Big School Y shares the division with two or more teams of its school and meets none of them in round 1',
    ]);
  });
});
