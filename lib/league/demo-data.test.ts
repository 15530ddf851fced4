/** The demo seasons that npm start loads are valid bundles and hold what the site promises. */
import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, type SeasonBundle } from './bundle';
import { COMPETITION_MODES } from './constants';

const load = (year: number): SeasonBundle => {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.join(__dirname, `../../demo/season-${year}.json`), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
};

describe('demo seasons', () => {
  const s2025 = load(2025);
  const s2026 = load(2026);

  it('has 2026 active and published with entries open for three competitions, and 2025 finished', () => {
    expect([s2026.active, s2026.published, s2026.demo]).toEqual([true, true, true]);
    expect(COMPETITION_MODES.filter((mode) => s2026.entry[mode].invitation_active)).toEqual([
      'metropolitan_primary',
      'metropolitan_secondary',
      'country_primary',
    ]);
    expect([s2025.active, s2025.published]).toEqual([false, true]);
  });

  it.each([2025, 2026])('%s has divisions and finals for all four competitions', (year) => {
    const season = year === 2025 ? s2025 : s2026;
    const zone = new Map(season.zones.map((z) => [z.code, z]));
    const metro = new Map(season.regions.map((r) => [r.code, r.metro]));
    const modes = new Set(
      season.divisions.map((d) => `${metro.get(zone.get(d.zone)!.region)}_${zone.get(d.zone)!.competition}`),
    );
    expect([...modes].sort()).toEqual([...COMPETITION_MODES].sort());
    expect(season.finals.length).toBeGreaterThan(10);
    expect(season.zones.every((z) => !z.scorer || z.scorer.email.endsWith('@example.org'))).toBe(true);
  });

  it('keeps the real 2026 Parramatta PA2 table and the real 2025 inter-region finals', () => {
    const pa2 = s2026.divisions.find((d) => d.code === 'PA2')!;
    expect(pa2.teams.map((t) => t.name)).toContain("St Bernadette's Castle Hill A");
    const country = s2025.finals.find((g) => g.stage === 'interregion' && g.value === 'country')!;
    expect(country.entrants.map((e) => e.name)).toContain('New Lambton South');
  });
});
