import {
  privateSubscriptionPath,
  SUBSCRIPTION_CADENCES,
  type SubscriptionCadence,
} from '@/lib/league/subscriptions';
import { chooseCadence } from '@/lib/source/subscriptions';
import { seeOther } from '@/lib/http/see-other';

type Context = { params: Promise<{ token: string }> };

/**
 * The subscription's page's form (plain, with or without JavaScript): consent given with the choice, or the
 * choice changed; the page again, saying so. The address itself is the key, as for a school's page.
 */
export async function POST(request: Request, { params }: Context) {
  const { token } = await params;
  let cadence: SubscriptionCadence = 'each';
  try {
    const chosen = (await request.formData()).get('cadence');
    cadence = SUBSCRIPTION_CADENCES.find((c) => c === chosen) ?? 'each';
  } catch {
    // A body that is no form chooses nothing: the usual choice.
  }
  if (!(await chooseCadence(token, cadence))) return new Response('Not found.\n', { status: 404 });
  return seeOther(`${privateSubscriptionPath(token)}?done=saved`);
}
