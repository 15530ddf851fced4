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

/** Confirms, or changes the choice of, the subscription a token opens; false when it opens none. */
export async function chooseCadence(token: string, cadence: SubscriptionCadence): Promise<boolean> {
  const subscription = await readSubscription(token);
  if (!subscription) return false;
  await confirmSubscription(await getDb(), subscription.id, cadence);
  return true;
}

/** Unsubscribes the subscription a token opens; false when it opens none (already unsubscribed). */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  const subscription = await readSubscription(token);
  return subscription ? unsubscribe(await getDb(), subscription.id) : false;
}
