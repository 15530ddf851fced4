/**
 * Builds the two demo season bundles from the league facts. Deterministic: the same facts always give
 * byte-identical files (seeded randomness, never the clock). docs/demo-data.md says what is real.
 */
import path from 'node:path';
import { checkBundle, type SeasonBundle } from '../../lib/league/bundle';
import { loadFacts } from './facts';
import { withDemoHistory } from './history';
import { season2025 } from './season-2025';
import { season2026 } from './season-2026';
import { primaryZones } from './zones';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const FACTS_DIR = path.resolve(REPO_ROOT, '../shared/data/nswjcl');
export const OUT_DIR = path.join(REPO_ROOT, 'demo');

/** The seasons, or the checkBundle errors of those that fail (so nothing is written). */
export function buildSeasons(factsDir = FACTS_DIR): { bundles: SeasonBundle[]; errors: string[] } {
  const facts = loadFacts(factsDir);
  const zones = primaryZones(facts);
  const bundles = [season2025(facts, zones), season2026(facts, zones)].map(withDemoHistory);
  const errors = bundles.flatMap((bundle) => {
    const check = checkBundle(bundle);
    return check.ok
      ? []
      : [`season ${bundle.year} does not pass checkBundle:`, ...check.errors.map((e) => `  - ${e}`)];
  });
  return { bundles, errors };
}

/** The file a bundle is written to, and its exact text. */
export function seasonFile(bundle: SeasonBundle): { file: string; text: string } {
  return {
    file: path.join(OUT_DIR, `season-${bundle.year}.json`),
    text: `${JSON.stringify(bundle, null, 2)}\n`,
  };
}
