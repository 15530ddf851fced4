/**
 * The site's messages (docs/mail.md), each as plain text and HTML in the site's plain voice. Everything that
 * comes from data is escaped in the HTML. A private address is never in a stored message: `ADDRESS` stands
 * for it (`ADDRESS_BASE` for it as the start of a page's link under it), and the worker puts the address in when
 * it sends (lib/mail/worker.ts).
 */
export type MailContent = { subject: string; text: string; html: string };

/** Stands for the private address in a stored message (a character no data carries: removed from data). */
export const ADDRESS = '\uE000';
/** Stands for the private address as the start of a link to a page under it (a digest's matches). */
export const ADDRESS_BASE = '\uE001';

export const clean = (value: string) =>
  value
    .replaceAll(ADDRESS, '')
    .replaceAll(ADDRESS_BASE, '')
    .replace(/[\r\n]+/g, ' ')
    .trim();

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A link to a page under the message's private address: its words, and the path after the address. */
export type PageLink = { text: string; path: string };
/**
 * A paragraph: plain text, a line with the address (`{ address: 'Open the match:' }`), or a heading over a list
 * of pages under the address, one link each (`{ heading: 'Late', links: [...] }`).
 */
export type Paragraph = string | { address: string } | { heading: string; links: readonly PageLink[] };

function paragraphText(p: Paragraph): string {
  if (typeof p === 'string') return p;
  if ('address' in p) return `${p.address}\n${ADDRESS}`;
  return [`${p.heading}:`, ...p.links.map((l) => `- ${l.text}\n  ${ADDRESS_BASE}${l.path}`)].join('\n');
}

function paragraphHtml(p: Paragraph): string {
  if (typeof p === 'string') return `<p>${escapeHtml(p).replaceAll('\n', '<br>\n')}</p>`;
  if ('address' in p) return `<p>${escapeHtml(p.address)}<br><a href="${ADDRESS}">${ADDRESS}</a></p>`;
  const items = p.links.map(
    (l) => `<li><a href="${ADDRESS_BASE}${escapeHtml(l.path)}">${escapeHtml(l.text)}</a></li>`,
  );
  return `<p>${escapeHtml(p.heading)}:</p>\n<ul>\n${items.join('\n')}\n</ul>`;
}

export function message(subject: string, paragraphs: Paragraph[]): MailContent {
  const text = paragraphs.map(paragraphText).join('\n\n');
  const body = paragraphs.map(paragraphHtml).join('\n');
  const html = `<!doctype html>\n<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">\n${body}\n</body></html>\n`;
  return { subject, text: `${text}\n`, html };
}

export const SIGNATURE = 'NSW Junior Chess League, inter-school competitions';
const KEEP_PRIVATE =
  "The address is your school's own: anyone who has it can send your school's results, so please do not forward this message.";

export type ReportNotice = {
  /** The school that reported. */
  reporter: string;
  /** The school told, whose coordinators receive it. */
  school: string;
  score: string;
  homeTeam: string;
  awayTeam: string;
  division: string;
  round: number;
  /** `Wednesday 20 May 2030`, or empty. */
  date: string;
  confirmDays: number;
  /**
   * `reported`: at once; `reminder`: a day on, still unanswered; `last-day`: the day before the automatic
   * confirmation, at `confirmAt` (`Friday 22 May, 12:00 pm`, Sydney time).
   */
  stage?: 'reported' | 'reminder' | 'last-day';
  confirmAt?: string;
};

/** To the other school's coordinators when a school reports a result, and again while it is unanswered. */
export function reportNotice(n: ReportNotice): MailContent {
  const first = `${clean(n.reporter)} reported ${clean(n.score)} for ${clean(n.homeTeam)} v ${clean(n.awayTeam)}: please confirm or dispute`;
  const when = `${clean(n.division)} round ${n.round}${n.date ? `, ${clean(n.date)}` : ''}.`;
  const days = n.confirmDays === 1 ? '1 day' : `${n.confirmDays} days`;
  const stage = n.stage ?? 'reported';
  const subject =
    stage === 'reminder'
      ? `Still waiting: ${first}`
      : stage === 'last-day'
        ? `Confirmed automatically tomorrow: ${first}`
        : first;
  const deadline =
    stage === 'last-day'
      ? `If neither is done by ${clean(n.confirmAt ?? 'tomorrow')} (Sydney time), the reported result is confirmed automatically.`
      : `If neither is done within ${days} of the report, the reported result is confirmed automatically.`;
  return message(subject, [
    `${first}.`,
    when,
    {
      address: `Open the match on the ${clean(n.school)} page to confirm the result, or to send your own card if it is not right:`,
    },
    deadline,
    KEEP_PRIVATE,
    SIGNATURE,
  ]);
}

export type DisputeNotice = {
  /** The school that disputed. */
  school: string;
  /** The other school's reported score, and the disputing school's. */
  reported: string;
  disputed: string;
  homeTeam: string;
  awayTeam: string;
  division: string;
  round: number;
  date: string;
  zone: string;
};

/** To the zone's scorer when a school disputes the other's card. */
export function disputeNotice(n: DisputeNotice): MailContent {
  const first = `${clean(n.school)} disputed the result of ${clean(n.homeTeam)} v ${clean(n.awayTeam)}`;
  return message(`${first}: ${clean(n.reported)} or ${clean(n.disputed)}`, [
    `${first}: the other school reported ${clean(n.reported)}, ${clean(n.school)} says ${clean(n.disputed)}.`,
    `${clean(n.division)} round ${n.round}${n.date ? `, ${clean(n.date)}` : ''}.`,
    { address: 'Open the match at your desk to compare the two cards and publish a result:' },
    `The address is the ${clean(n.zone)} scorer's own: please do not forward this message.`,
    SIGNATURE,
  ]);
}

/** To both schools' coordinators the morning after a match that has no card yet. */
export function resultNeeded(n: {
  homeTeam: string;
  awayTeam: string;
  division: string;
  round: number;
  date: string;
}): MailContent {
  const match = `${clean(n.homeTeam)} v ${clean(n.awayTeam)}`;
  const when = `${clean(n.division)} round ${n.round}${n.date ? `, ${clean(n.date)}` : ''}`;
  return message(`Result needed: ${match}`, [
    `Result needed: no result card has been sent for ${match} (${when}).`,
    {
      address:
        "Please send it today from your school's page; either school may send it, and the other confirms it:",
    },
    "A card not received within 7 days of the match may be scored 0–0 by the zone's scorer.",
    KEEP_PRIVATE,
    SIGNATURE,
  ]);
}

/** To a school's coordinators at the start of a season, or when its address is rotated. */
export function schoolAddress(n: { school: string; year: number; rotated?: boolean }): MailContent {
  const school = clean(n.school);
  return message(`The ${school} page for the ${n.year} season`, [
    n.rotated
      ? `The private address of the ${school} page for the ${n.year} season has been changed: the old one no longer opens it.`
      : `This is the private address of the ${school} page for the ${n.year} season.`,
    {
      address:
        "Open it to see your school's matches, send each result card, and confirm or dispute the other school's:",
    },
    'You need no account or password: the address is the key. Keep it in your bookmarks.',
    KEEP_PRIVATE,
    SIGNATURE,
  ]);
}

/** A match in a digest: its state, its words, and its page under the desk's address. */
export type DigestLine = { state: 'disputed' | 'late' | 'waiting'; text: string; path: string };

const DIGEST_HEADINGS = {
  disputed: 'Disputed: both schools sent a card, and they differ',
  late: 'Late: the day has passed and no card was sent',
  waiting: "Waiting: reported, for the other school's confirmation",
} as const;

const DIGEST_STATES = ['disputed', 'late', 'waiting'] as const;

/** `0 disputed, 2 late, 1 waiting` */
function digestSummary(lines: readonly DigestLine[]): string {
  return DIGEST_STATES.map((state) => `${lines.filter((l) => l.state === state).length} ${state}`).join(', ');
}

/** To a zone's scorer every Monday: what is disputed, late and waiting in the zone. */
export function scorerDigest(n: {
  zone: string;
  zoneName: string;
  /** `1 June` */
  week: string;
  lines: readonly DigestLine[];
}): MailContent {
  const summary = digestSummary(n.lines);
  const sections = DIGEST_STATES.flatMap((state) => {
    const lines = n.lines.filter((l) => l.state === state);
    return lines.length
      ? [
          {
            heading: DIGEST_HEADINGS[state],
            links: lines.map((l) => ({ text: clean(l.text), path: l.path })),
          },
        ]
      : [];
  });
  return message(`The ${clean(n.zone)} zone this week (${clean(n.week)}): ${summary}`, [
    `The ${clean(n.zoneName)} (${clean(n.zone)}) zone on Monday ${clean(n.week)}: ${summary}.`,
    ...sections,
    { address: 'Your desk, where each can be settled (each match above links to its own page there):' },
    `The address is the ${clean(n.zone)} scorer's own: please do not forward this message.`,
    SIGNATURE,
  ]);
}

/** To the Director of Play every Monday: the same as each scorer's, for every zone with anything in it. */
export function directorDigest(n: {
  week: string;
  zones: readonly { zone: string; zoneName: string; lines: readonly DigestLine[] }[];
}): MailContent {
  const summary = digestSummary(n.zones.flatMap((z) => z.lines));
  const sections = n.zones.map((z) => ({
    heading: `${clean(z.zoneName)} (${clean(z.zone)})`,
    links: DIGEST_STATES.flatMap((state) =>
      z.lines
        .filter((l) => l.state === state)
        .map((l) => ({ text: `${state}: ${clean(l.text)}`, path: l.path })),
    ),
  }));
  return message(`Every zone this week (${clean(n.week)}): ${summary}`, [
    `Every zone on Monday ${clean(n.week)}: ${summary}, in ${n.zones.length === 1 ? '1 zone' : `${n.zones.length} zones`}.`,
    ...sections,
    { address: 'Your desk, where each can be settled (each match above links to its own page there):' },
    "The address is the Director of Play's own: please do not forward this message.",
    SIGNATURE,
  ]);
}

/** To a zone's scorer at the start of a season. */
export function scorerAddress(n: { zone: string; zoneName: string; year: number }): MailContent {
  return message(`The ${clean(n.zone)} scorer's desk for the ${n.year} season`, [
    `This is the private address of the ${clean(n.zoneName)} (${clean(n.zone)}) scorer's desk for the ${n.year} season.`,
    { address: "Open it to see the zone's late, waiting and disputed cards, and to publish results:" },
    'You need no account or password: the address is the key. Please do not forward this message.',
    SIGNATURE,
  ]);
}
