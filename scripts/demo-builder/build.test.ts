/** The demo builder, run in memory: it must give the committed demo seasons byte for byte. */
import fs from 'node:fs';
import path from 'node:path';
import { buildSeasons, seasonFile } from './build';
import { parseDivision } from './plan';

/** The first line where two texts differ, so a failure names it instead of printing two whole files. */
function firstDifference(built: string, committed: string) {
  const a = built.split('\n');
  const b = committed.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  if (line === -1 && a.length === b.length) return null;
  const at = line === -1 ? a.length : line;
  return { line: at + 1, built: a[at], committed: b[at] };
}

describe('demo builder', () => {
  it('builds demo/season-2025.json and demo/season-2026.json exactly as committed', () => {
    const { bundles, errors } = buildSeasons();
    expect(errors).toEqual([]);
    expect(bundles.map((b) => b.year)).toEqual([2025, 2026]);
    for (const bundle of bundles) {
      const { file, text } = seasonFile(bundle);
      expect({
        file: path.basename(file),
        difference: firstDifference(text, fs.readFileSync(file, 'utf8')),
      }).toEqual({
        file: `season-${bundle.year}.json`,
        difference: null,
      });
    }
  });

  it('says where the league facts should be when the folder is missing', () => {
    expect(() => buildSeasons('/nonexistent/nswjcl')).toThrow(
      /the league facts folder is missing: \/nonexistent\/nswjcl\nIt should sit next to the repository/,
    );
  });

  it('reads division plans and refuses one it cannot read', () => {
    expect(parseDivision('rookies 7 forfeit unfinished')).toEqual({
      grade: 'rookies',
      real: false,
      size: 7,
      representative: false,
      tieTop: false,
      boards: ['forfeit', 'unfinished'],
    });
    expect(parseDivision('intermediate real')).toEqual({ grade: 'intermediate', real: true });
    expect(() => parseDivision('championship 9')).toThrow("cannot read the division plan 'championship 9'");
    expect(() => parseDivision('championship 8 tied')).toThrow(
      "cannot read the division plan 'championship 8 tied'",
    );
    expect(() => parseDivision('champion 8')).toThrow("unknown grade in the division plan 'champion 8'");
  });
});
