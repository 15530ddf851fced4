/** Writes docs/season-bundle.schema.json from the zod schema in lib/league/bundle.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { bundleJsonSchema } from '../lib/league/bundle-json-schema';

const target = path.join(__dirname, '..', 'docs', 'season-bundle.schema.json');
fs.writeFileSync(target, `${JSON.stringify(bundleJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
