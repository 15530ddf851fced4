import { z } from 'zod';
import { BUNDLE_FORMAT, seasonBundleSchema } from './bundle';

/**
 * The season bundle as a JSON Schema (draft 2020-12), for editors and other tools. Checks that span
 * fields (team numbers, codes that must exist) are not expressible there; `checkBundle` runs them.
 */
export function bundleJsonSchema() {
  return {
    ...z.toJSONSchema(seasonBundleSchema, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://schools.nswjcl.org.au/schemas/season-bundle.schema.json',
    title: `NSWJCL season bundle (${BUNDLE_FORMAT})`,
  };
}
