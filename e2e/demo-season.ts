/** A demo season's bundle as the store was loaded with it, checked by the bundle's own schema. */
import fs from 'node:fs';
import path from 'node:path';
import { checkBundle } from '../lib/league/bundle';

export function demoSeason(year: number) {
  const checked = checkBundle(
    JSON.parse(fs.readFileSync(path.join(__dirname, `../demo/season-${year}.json`), 'utf8')),
  );
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
}
