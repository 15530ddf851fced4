import 'server-only';
/**
 * What every office action does first (docs/office.md): ask for the passkey's session itself (403 before anything
 * is read or changed, since an action can be posted without its page), then spend the visitor's allowance, which
 * the office shares with the private pages.
 */
import { forbidden } from 'next/navigation';
import { checkRate } from '@/lib/api/rate-limit';
import { visitorIp } from '@/lib/cards/visitor';
import { signedInOffice } from './gate';

export const TOO_MANY = 'Too many tries just now: wait a minute and try again.';

export async function officeActionAllowed(): Promise<boolean> {
  return (await checkRate('cards', await visitorIp())).ok;
}

/** The signed-in office acting, or 403; past the allowance, `busy()` answers (a redirect saying so). */
export async function officeActor(token: string, busy: () => never) {
  const visit = await signedInOffice(token);
  if (!visit) forbidden();
  if (!(await officeActionAllowed())) busy();
  return visit;
}

/** A posted form's text field, trimmed, at most `max` characters; '' when absent. */
export function formText(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}
