/**
 * Who may write what: the league's season and results only through the write path (lib/writes), the office's
 * tables only in its writes, and the season bundle only in the import, the export and the draw maker. Checked
 * on the source files' text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root, sourceFiles, under, withoutComments } from './imports';

/**
 * The league's season and results, and the mail their changes cause: written only by the write path
 * (lib/writes), in its transactions, so a stored result always has its message queued.
 */
const LEAGUE_TABLES = [
  'mailOutbox',
  'matches',
  'resultVersions',
  'divisions',
  'finalsGrids',
  'roundRobinFinals',
  'seasons',
  'seasonEntries',
  'seasonChanges',
  'schoolLines',
  'matchVersions',
  'regions',
  'zones',
  'schools',
  'invitations',
];
const WRITE_OF_LEAGUE_TABLE = new RegExp(`\\.(?:insert|update|delete)\\(\\s*(${LEAGUE_TABLES.join('|')})\\b`);

/**
 * The office's tables (passkeys, their challenges, sessions, the record of its actions, the draw maker's drafts
 * and placements) and the answer to an entry request: written only by the office's writes in lib/writes
 * (docs/office.md).
 */
const OFFICE_TABLES = [
  'officePasskeys',
  'officeChallenges',
  'officeSessions',
  'officeActions',
  'drawDrafts',
  'drawPlacements',
  'drawSettings',
];
const WRITE_OF_OFFICE_TABLE = new RegExp(`\\.(?:insert|update|delete)\\(\\s*(${OFFICE_TABLES.join('|')})\\b`);
const WRITE_OF_DECISION = /\.update\(\s*entryRequests\s*\)\s*\.set\(\s*\{[^}]*\bdecision\b/;
const OFFICE_WRITERS = [
  'lib/writes/office.ts',
  'lib/writes/office-entries.ts',
  'lib/writes/office-addresses.ts',
  'lib/writes/office-draw.ts',
];

function officeTableWriters(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !OFFICE_WRITERS.includes(file))
    .flatMap((file) => {
      const text = withoutComments(fs.readFileSync(path.join(root, file), 'utf8'));
      const found = WRITE_OF_OFFICE_TABLE.exec(text);
      return [
        ...(found ? [`${file} writes ${found[1]}`] : []),
        ...(WRITE_OF_DECISION.test(text) ? [`${file} answers an entry request`] : []),
      ];
    });
}

/** Source files outside tests that write a league table (`tx.insert(divisions)`), and where. */
function leagueTableWriters(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !under('lib/writes')(file))
    .flatMap((file) => {
      const found = WRITE_OF_LEAGUE_TABLE.exec(
        withoutComments(fs.readFileSync(path.join(root, file), 'utf8')),
      );
      return found ? [`${file} writes ${found[1]}`] : [];
    });
}

/**
 * Where the season bundle, the exchange format, is read from the store or written into it: the import and the
 * export, the draw maker (which makes a draft season and imports it), the office's season settings, and a store
 * made before matches were rows.
 */
const BUNDLE_ALLOWED = [
  'lib/writes/season-import.ts',
  'lib/writes/import-command.ts',
  'lib/writes/draft-draw.ts',
  // The office's season settings (entry windows, zone scorers): the season's own data, changed through the import.
  'lib/writes/office-season.ts',
  'lib/writes/match-backfill.ts',
  'lib/db/commands.ts',
  'lib/db/queries/bundles.ts',
  'lib/db/queries/season-export.ts',
  'lib/db/queries/season-before.ts',
  'lib/db/queries/draw.ts',
  'lib/league/bundle.ts',
];
const BUNDLE_CALLS = /\b(exportSeason|importSeason|planImport|checkBundle)\(/;

function bundleUsers(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(dir))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !BUNDLE_ALLOWED.includes(file))
    .flatMap((file) => {
      const found = BUNDLE_CALLS.exec(withoutComments(fs.readFileSync(path.join(root, file), 'utf8')));
      return found ? [`${file} calls ${found[1]}`] : [];
    });
}

describe('the writers of the store', () => {
  it("writes the league's season and results only through the write path (lib/writes)", () => {
    expect(WRITE_OF_LEAGUE_TABLE.exec('await tx.insert(resultVersions).values(x)')?.[1]).toBe(
      'resultVersions',
    );
    expect(WRITE_OF_LEAGUE_TABLE.test("hash.update('x')")).toBe(false);
    expect(leagueTableWriters(['lib', 'app', 'components', 'scripts'])).toEqual([]);
  });

  it("writes the office's passkeys, sessions, record and entry answers only in its writes (lib/writes/office*)", () => {
    expect(WRITE_OF_OFFICE_TABLE.exec('await tx.delete(officeSessions).where(x)')?.[1]).toBe(
      'officeSessions',
    );
    expect(WRITE_OF_DECISION.test("tx.update(entryRequests).set({ decision: 'accepted' })")).toBe(true);
    expect(officeTableWriters(['lib', 'app', 'components', 'scripts'])).toEqual([]);
  });

  it('reads and writes the season bundle only in the import and the export (and the draw maker)', () => {
    expect(bundleUsers(['lib', 'app', 'components'])).toEqual([]);
  });
});
