/**
 * Children's names reach a public page through one gate (docs/privacy.md): only the register's own private
 * pages, its writes and the store's schema read the register; every public output that names a player asks
 * lib/league/players/public-name.ts, and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { offenders, root, sourceFiles, under } from './imports';

/** The modules that hold players' names as stored. */
const REGISTER = [
  'lib/writes/players',
  'lib/writes/player-cards',
  'lib/writes/player-retention',
  'lib/source/players',
  'lib/db/schema-players',
];
/** Who may read them: the register's private page and forms, its writes, and the store's schema. */
const READERS = [
  'app/private/[token]/players/actions.ts',
  'app/private/[token]/players/page.tsx',
  'app/private/[token]/match/[matchKey]/page.tsx',
  'app/private/[token]/desk/[matchKey]/page.tsx',
  'app/private/[token]/players/certificates.pdf/route.ts',
  'components/players/RegisterPage.tsx',
  'components/players/PlayerItem.tsx',
  'components/players/TypedNames.tsx',
  'lib/source/players.ts',
  'lib/source/players.test.ts',
  'lib/writes/players.ts',
  'lib/writes/player-cards.ts',
  'lib/writes/player-retention.ts',
  'lib/writes/player-retention.test.ts',
  'lib/cache/card-sweep.ts',
  // The office's counts of names and their deletion day (no name).
  'lib/source/office.ts',
  'lib/writes/players.test.ts',
  'lib/db/schema.ts',
  // The gate's own read: every name it gives is one publicPlayerName allowed.
  'lib/db/queries/public-boards.ts',
  // The registers' names and spellings: public-boards (through the gate) and the desk's eligibility (private).
  'lib/db/queries/player-register.ts',
  'lib/db/queries/cards-eligibility.ts',
  'lib/db/queries/cards-officials.test.ts',
];
const DIRS = ['app', 'components', 'lib', 'scripts', 'bench'];

describe("players' names", () => {
  it('are read only by the register’s private pages and writes', () => {
    const isRegister = (module: string) => REGISTER.some((m) => under(m)(module));
    expect(offenders(DIRS, isRegister, READERS)).toEqual([]);
  });

  it('are queried from the store only by the register’s writes', () => {
    // The schema by its alias or a relative path (lib/db/queries name it `../schema`).
    const table = /import\s*\{[^}]*\b(?:players|playerEvents)\b[^}]*\}\s*from\s*['"][^'"]*\/schema['"]/;
    const found = DIRS.flatMap((dir) => sourceFiles(dir)).filter(
      (file) => !READERS.includes(file) && table.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
