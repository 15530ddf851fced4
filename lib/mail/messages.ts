/**
 * The site's messages (docs/mail.md), each as plain text and HTML in the site's plain voice. Everything that
 * comes from data is escaped in the HTML. A private address is never in a stored message: `ADDRESS` stands
 * for it, and the worker puts the address in when it sends (lib/mail/worker.ts).
 */
export type MailContent = { subject: string; text: string; html: string };

/** Stands for the private address in a stored message (a character no data carries: removed from data). */
export const ADDRESS = '\uE000';

export const clean = (value: string) =>
  value
    .replaceAll(ADDRESS, '')
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

/** A paragraph: plain text, or a line with the address (`{ address: 'Open the match:' }`). */
export type Paragraph = string | { address: string };

export function message(subject: string, paragraphs: Paragraph[]): MailContent {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.address}\n${ADDRESS}`)).join('\n\n');
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replaceAll('\n', '<br>\n')}</p>`
        : `<p>${escapeHtml(p.address)}<br><a href="${ADDRESS}">${ADDRESS}</a></p>`,
    )
    .join('\n');
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

export type DigestLine = { state: 'disputed' | 'late' | 'waiting'; text: string };

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
      ? [`${DIGEST_HEADINGS[state]}:\n${lines.map((l) => `- ${clean(l.text)}`).join('\n')}`]
      : [];
  });
  return message(`The ${clean(n.zone)} zone this week (${clean(n.week)}): ${summary}`, [
    `The ${clean(n.zoneName)} (${clean(n.zone)}) zone on Monday ${clean(n.week)}: ${summary}.`,
    ...sections,
    { address: 'Your desk, where each can be settled:' },
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
  const sections = n.zones.map((z) => {
    const lines = DIGEST_STATES.flatMap((state) =>
      z.lines.filter((l) => l.state === state).map((l) => `- ${state}: ${clean(l.text)}`),
    );
    return `${clean(z.zoneName)} (${clean(z.zone)}):\n${lines.join('\n')}`;
  });
  return message(`Every zone this week (${clean(n.week)}): ${summary}`, [
    `Every zone on Monday ${clean(n.week)}: ${summary}, in ${n.zones.length === 1 ? '1 zone' : `${n.zones.length} zones`}.`,
    ...sections,
    { address: 'Your desk, where each can be settled:' },
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
