import 'server-only';
import sanitizeHtml from 'sanitize-html';
import styles from './SafeHtml.module.css';

/** The classes the league API contract's HTML uses (lib/league-api/html.ts); every other class is dropped. */
const CONTRACT_CLASSES = [
  'draw-table',
  'draw-pairings',
  'draw-colours',
  'finals-grid',
  'finals-step',
  'finals-match',
  'winner',
  'team',
  'score',
  'date',
];

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * HTML from the league's API made inert: tables, lists and text only. No script, style, frame,
 * form, embedded object or image; no event handler, style or id attribute; links only to http(s)
 * and mailto, opened without a handle on this page; classes only those of the contract, which our
 * own stylesheet styles and none of which can lift content over the page. Headings are brought to
 * `headingLevel` so the page outline stays whole.
 */
export function sanitizeLeagueHtml(html: string, headingLevel: HeadingLevel = 3): string {
  const heading = `h${headingLevel}`;
  return sanitizeHtml(html, {
    allowedTags: [
      'table',
      'caption',
      'colgroup',
      'col',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'p',
      'br',
      'span',
      'div',
      'section',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'sup',
      'sub',
      'abbr',
      'a',
      heading,
    ],
    allowedAttributes: {
      '*': ['class'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      col: ['span'],
      colgroup: ['span'],
      abbr: ['title'],
      a: ['href', 'rel', 'target'],
    },
    allowedClasses: { '*': CONTRACT_CLASSES },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...Object.fromEntries(HEADINGS.map((h) => [h, heading])),
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          rel: 'noopener noreferrer nofollow',
          ...(attribs.target ? { target: '_blank' } : {}),
        },
      }),
    },
  });
}

export type SafeHtmlProps = { html: string; label: string; headingLevel?: HeadingLevel };

/** League API HTML (a division's table, a finals grid), sanitised, in a labelled region that scrolls sideways on narrow screens. */
export function SafeHtml({ html, label, headingLevel }: SafeHtmlProps) {
  return (
    <div
      className={styles.safeHtml}
      role="region"
      aria-label={label}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: sanitizeLeagueHtml(html, headingLevel) }}
    />
  );
}
