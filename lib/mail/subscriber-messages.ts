/**
 * Parents' messages (docs/mail.md): the confirmation of a subscription (double opt-in), a school's published
 * result, and the weekly round-up. Each links to the subscription's own page (`ADDRESS`, filled in when sent),
 * where the reader changes the choice or unsubscribes; the mail also carries RFC 8058's one-click unsubscribe.
 */
import { clean, message, SIGNATURE, type MailContent } from './messages';

const NOT_YOURS = 'If you did not ask for this, do nothing: without your confirmation nothing more is sent.';
const LEAVE = 'To change how often you hear, or to stop and have your address deleted:';

/** To an address typed on a school's page: nothing else is sent until its owner confirms. */
export function subscriptionConfirm(n: { school: string }): MailContent {
  const school = clean(n.school);
  return message(`Please confirm: ${school} results by email`, [
    `Someone, we hope you, asked on the league's site to be sent the results of ${school}'s teams by email.`,
    {
      address:
        'To confirm, open this page and press Confirm (you can choose each result or one mail a week):',
    },
    NOT_YOURS,
    SIGNATURE,
  ]);
}

/** To a school's subscribers when one of its matches has a published result. */
export function schoolResult(n: { school: string; line: string }): MailContent {
  return message(`${clean(n.school)} result: ${clean(n.line)}`, [
    `${clean(n.line)}.`,
    { address: LEAVE },
    SIGNATURE,
  ]);
}

/** To a weekly subscriber on Monday: the results published in the week, one line each. */
export function weeklyResults(n: { school: string; week: string; lines: readonly string[] }): MailContent {
  const count = n.lines.length === 1 ? '1 result' : `${n.lines.length} results`;
  return message(`${clean(n.school)} results this week (${clean(n.week)}): ${count}`, [
    `${clean(n.school)}'s results published in the week to Monday ${clean(n.week)}:`,
    n.lines.map((line) => `- ${clean(line)}`).join('\n'),
    { address: LEAVE },
    SIGNATURE,
  ]);
}
