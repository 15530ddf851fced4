/**
 * The league's data command line:
 *   npm run league -- import FILE.json      load (or replace) a season bundle, and print what it changed
 *   npm run league -- import FILE.json --dry-run   print what the import would change; write nothing
 *     --overwrite-newer   replace results others wrote after the file's export (listed either way)
 *     --reason "TEXT"     why the file corrects confirmed or official results (they are kept without it)
 *   npm run league -- export YEAR [FILE]    write a season back as a bundle (standard output by default)
 *   npm run league -- seed                  load the demo seasons into an empty store
 *   npm run league -- entries YEAR [FILE]   entry requests as CSV
 *   npm run league -- pairings N | draw YEAR ...   the draw maker (scripts/league-draw.ts)
 *   npm run league -- links YEAR [--rotate "School name" | --rotate-zone CODE] [--send]   private addresses
 *     (tab-separated); --send queues each school's to its coordinators and each zone's to its scorer (docs/mail.md)
 *   npm run league -- cards YEAR [FILE]     the match cards' audit trail as CSV
 *   npm run league -- office reset          delete every office passkey and session (docs/office.md)
 *   npm run league -- workbook export YEAR ZONE | workbook import FILE.xlsx   a zone's workbook (scripts/league-workbook.ts)
 * While the web server holds the store it runs the command for us (PGlite allows one process).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openStore, dataDir } from '../lib/db/client';
import { readLiveOwner } from '../lib/db/owner';
import { privateUmask } from '../lib/db/private-files';
import type { Command, CommandResult } from '../lib/db/commands';
import { runCommandAndTellServers } from '../lib/cache/invalidation-message';
import { entriesCsv } from '../lib/entry/csv';
import { parseSeasonYear } from '../lib/league/season-year';
import { DRAW_USAGE, parseDrawArgs, printPairings } from './league-draw';
import { CARDS_USAGE, cardsCsv, parseCardsArgs } from './league-cards';
import { printableLine, printableLines } from '../lib/league/plain-text';
import { parseWorkbookArgs, WORKBOOK_USAGE, writeWorkbookOutput } from './league-workbook';
import { optionValue, withoutOptions } from './league-options';

const DEMO_DIR = path.join(__dirname, '..', 'demo');

function usage(): never {
  console.error(
    `Usage: npm run league -- import FILE.json [--dry-run] [--overwrite-newer] [--reason TEXT] | export YEAR [FILE] | seed | entries YEAR [FILE] | ${DRAW_USAGE} | ${WORKBOOK_USAGE} | ${CARDS_USAGE} | office reset`,
  );
  process.exit(2);
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    process.exit(1);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error(`${file} is not valid JSON: ${(error as Error).message}`);
    process.exit(1);
  }
}

function parseCommand(all: string[]): { command: Command; out?: string } {
  if (all[0] === 'draw') return { command: parseDrawArgs(all.slice(1), readJson) ?? usage() };
  if (all[0] === 'links' || all[0] === 'cards') return parseCardsArgs(all) ?? usage();
  if (all[0] === 'office')
    return all.length === 2 && all[1] === 'reset' ? { command: { name: 'office-reset' } } : usage();
  if (all[0] === 'workbook') return parseWorkbookArgs(all.slice(1)) ?? usage();
  const reason = optionValue(all, '--reason');
  const dryRun = all.includes('--dry-run');
  const overwriteNewer = all.includes('--overwrite-newer');
  const args = withoutOptions(all, ['--dry-run', '--overwrite-newer'], ['--reason']);
  if ((dryRun || overwriteNewer || reason !== undefined) && args[0] !== 'import') usage();
  const [name, arg, out] = args;
  const year = () => (arg ? parseSeasonYear(arg) : null) ?? usage();
  switch (name) {
    case 'import':
      return {
        command: {
          name,
          document: arg ? readJson(arg) : usage(),
          ...(dryRun ? { dryRun } : {}),
          ...(overwriteNewer ? { overwriteNewer } : {}),
          ...(reason !== undefined ? { reason } : {}),
        },
      };
    case 'export':
      return { command: { name, year: year() }, out };
    case 'entries':
      return { command: { name, year: year() }, out };
    case 'seed':
      return {
        command: {
          name,
          documents: fs
            .readdirSync(DEMO_DIR)
            .filter((f) => f.endsWith('.json'))
            .sort()
            .map((f) => readJson(path.join(DEMO_DIR, f))),
        },
      };
    default:
      return usage();
  }
}

async function viaServer(url: string, token: string, command: Command): Promise<CommandResult> {
  const response = await fetch(`${url}/api/admin/league`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-league-token': token },
    body: JSON.stringify(command),
  });
  const body = (await response.json()) as CommandResult | { error: string };
  if ('error' in body) return { ok: false, errors: [`The server refused the command: ${body.error}`] };
  return body;
}

async function run(command: Command): Promise<CommandResult> {
  const owner = readLiveOwner(dataDir());
  if (owner?.role === 'server' && owner.url && owner.token) {
    console.error(`The site's server (pid ${owner.pid}) holds the store; it runs this command.`);
    return viaServer(owner.url, owner.token, command);
  }
  const store = await openStore({ role: 'cli' });
  try {
    return await runCommandAndTellServers(store.db, command);
  } finally {
    await store.close();
  }
}

async function main() {
  // What this run writes (the data folder, an export, entry requests with coordinators' contact details) is for this user only.
  privateUmask();
  if (process.argv[2] === 'pairings') process.exit(printPairings(process.argv.slice(3)));
  const { command, out } = parseCommand(process.argv.slice(2));
  const result = await run(command);
  if (!result.ok) {
    console.error(`${command.name} failed; nothing was changed:`);
    for (const error of result.errors) console.error(`  ${printableLine(error)}`);
    process.exit(1);
  }
  console.error(printableLines(result.message));
  if (result.output !== undefined && command.name === 'workbook-export')
    writeWorkbookOutput(result.output, out);
  else if (result.output !== undefined) {
    const text =
      command.name === 'entries'
        ? entriesCsv(result.output as Parameters<typeof entriesCsv>[0])
        : command.name === 'cards'
          ? cardsCsv(result.output as Parameters<typeof cardsCsv>[0])
          : typeof result.output === 'string'
            ? result.output
            : `${JSON.stringify(result.output, null, 2)}\n`;
    if (out) fs.writeFileSync(out, text);
    else process.stdout.write(text);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
