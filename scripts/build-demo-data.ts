/**
 * Writes the demo seasons, demo/season-2025.json and demo/season-2026.json, built by scripts/demo-builder/
 * from ../shared/data/nswjcl. Run from the repository root: `npm run demo:build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSeasons, OUT_DIR, REPO_ROOT, seasonFile } from './demo-builder/build';

function main() {
  const { bundles, errors } = buildSeasons();
  if (errors.length > 0) {
    console.error(`build-demo-data: ${errors.join('\n')}`);
    process.exit(1);
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const bundle of bundles) {
    const { file, text } = seasonFile(bundle);
    fs.writeFileSync(file, text);
    console.log(
      `wrote ${path.relative(REPO_ROOT, file)}: ${bundle.zones.length} zones, ${bundle.divisions.length} divisions, ${bundle.finals.length} finals grids, ${bundle.schools.length} schools`,
    );
  }
}

try {
  main();
} catch (error) {
  console.error(`build-demo-data: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
