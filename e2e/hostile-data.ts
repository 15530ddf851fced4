/**
 * The demo seasons with every text a page shows from data (region, zone, division, team, school,
 * finals and coordinator names, scorers, date notes, history winners, notes, sources) carrying
 * markup and script. The end-to-end server for e2e/xss.spec.ts loads these (e2e/seed-hostile.ts);
 * the spec builds the same bundles to know what each page must show as plain text.
 */
import type { SeasonBundle } from '../lib/league/bundle';
import season2025 from '../demo/season-2025.json';
import season2026 from '../demo/season-2026.json';

/**
 * Each sets window.__xss or opens a dialog if it ever runs: tags, attribute and element break-outs,
 * a closing title or script tag, JavaScript URLs, SVG and MathML parsing tricks, template syntax and
 * JSON line separators.
 */
export const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  "'><img src=x onerror=alert(1)>",
  '</title><script>window.__xss=1</script>',
  '</script><script>window.__xss=1</script>',
  '<iframe src="javascript:top.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">more</a>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<!--<img src=x onerror=window.__xss=1>-->',
  '${alert(1)}{{constructor.constructor("window.__xss=1")()}}',
  '\u2028\u2029<body onload=window.__xss=1>',
  '<style>*{display:none}</style>',
] as const;

/** Where a URL can appear in a bundle (a division's or grid's source). */
export const JAVASCRIPT_URL = 'javascript:window.__xss=1';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A text's hostile twin: the text, so it stays unique and findable, then a payload chosen by the text. */
export function hostile(text: string): string {
  let sum = 0;
  for (const c of text) sum = (sum * 31 + c.charCodeAt(0)) % 1_000_003;
  return `${text} ${PAYLOADS[sum % PAYLOADS.length]}`;
}

/** Keys whose string values are shown on pages; codes, dates, emails, phones and postcodes stay as they are. */
const SHOWN = new Set([
  'name',
  'school',
  'from',
  'date_note',
  'first_name',
  'last_name',
  'address',
  'suburb',
  'location_of_chess_room',
  'primary',
  'senior',
  'intermediate',
  'junior',
  'country_secondary',
]);

function transform(value: Json, key: string | null): Json {
  if (typeof value === 'string') {
    if (key === 'source') return JAVASCRIPT_URL;
    return key !== null && SHOWN.has(key) ? hostile(value) : value;
  }
  if (Array.isArray(value))
    return key === 'notes'
      ? value.map((v) => (typeof v === 'string' ? hostile(v) : v))
      : value.map((v) => transform(v, null));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, transform(v, k)]));
  return value;
}

/** A demo season made hostile; history winners that were empty get a hostile name too. */
export function hostileSeason(year: 2025 | 2026): SeasonBundle {
  const bundle = structuredClone(year === 2025 ? season2025 : season2026) as unknown as Record<string, Json>;
  bundle.history = {
    primary: `Winner ${year} primary`,
    metropolitan_secondary: {
      senior: `Winner ${year} senior`,
      intermediate: `Winner ${year} intermediate`,
      junior: `Winner ${year} junior`,
    },
    country_secondary: `Winner ${year} country`,
  };
  return transform(bundle, null) as unknown as SeasonBundle;
}
