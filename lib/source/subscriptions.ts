import 'server-only';
/**
 * Parents' subscriptions as the pages use them (docs/mail.md). They live in this site's own store: a site
 * relaying to the league's API has no mail of its own and offers none (its school pages show no form).
 */
import { getDb } from '@/lib/db/server';
import { linkSecret } from '@/lib/db/link-secret';
import { relaysToLeague } from '@/lib/deployment';
import type { SubscriptionCadence } from '@/lib/db/schema';
import {
  confirmSubscription,
  openSubscription,
  subscribe,
  subscriptionOfToken,
  unsubscribe,
  type SubscribeOutcome,
  type Subscription,
} from '@/lib/writes/subscriptions';

export type { Subscription, SubscribeOutcome };

export const subscriptionsOffered = () => !relaysToLeague();

export async function readSubscription(token: string): Promise<Subscription | null> {
  return subscriptionsOffered() ? openSubscription(await getDb(), token) : null;
}

export async function subscribeToSchool(email: string, school: string): Promise<SubscribeOutcome> {
  return subscribe(await getDb(), { email, school }, linkSecret());
}

/** The subscription a token opens, without its school's name (which only its page shows). */
async function subscriptionAt(token: string) {
  return subscriptionsOffered() ? subscriptionOfToken(await getDb(), token) : null;
}

/** Confirms, or changes the choice of, the subscription a token opens; false when it opens none. */
export async function chooseCadence(token: string, cadence: SubscriptionCadence): Promise<boolean> {
  const subscription = await subscriptionAt(token);
  if (!subscription) return false;
  await confirmSubscription(await getDb(), subscription.id, cadence);
  return true;
}

/** Unsubscribes the subscription a token opens: the school it followed, or null when it opens none. */
export async function unsubscribeByToken(token: string): Promise<{ school: string } | null> {
  const subscription = await subscriptionAt(token);
  if (!subscription || !(await unsubscribe(await getDb(), subscription.id))) return null;
  return { school: subscription.school };
}
