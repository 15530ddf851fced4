import 'server-only';
/** The office's actions share the private pages' allowance per visitor (docs/office.md). */
import { checkRate } from '@/lib/api/rate-limit';
import { visitorIp } from '@/lib/cards/visitor';

export const TOO_MANY = 'Too many tries just now: wait a minute and try again.';

export async function officeActionAllowed(): Promise<boolean> {
  return (await checkRate('cards', await visitorIp())).ok;
}
