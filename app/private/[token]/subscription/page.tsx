import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { countPrivateView } from '@/lib/cards/visitor';
import { readSubscription } from '@/lib/source/subscriptions';
import { TooMany } from '@/components/cards/TooMany';
import { SubscriptionPage } from '@/components/subscriptions/SubscriptionPage';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
};

export const metadata: Metadata = { title: 'Results by email' };

/**
 * A parent's subscription, at the address its mail links to: confirmed here (a mail program's look at the link
 * confirms nothing), its choice changed, or ended.
 */
export default async function SubscriptionAddressPage({ params, searchParams }: Props) {
  const [{ token }, { done }] = await Promise.all([params, searchParams]);
  const rate = await countPrivateView();
  if (!rate.ok) return <TooMany message={rate.message} />;
  const subscription = await readSubscription(token);
  if (!subscription) notFound();
  return <SubscriptionPage token={token} subscription={subscription} saved={done === 'saved'} />;
}
