import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findEntryReceipt } from '@/lib/entry/entry-store';
import { RECEIPT_PATTERN } from '@/lib/entry/link';
import { receiptSummary } from '@/lib/entry/receipt';
import { RECEIPT_TEXTS } from '@/lib/entry/texts';
import { EntryPage } from '@/components/entry/EntryPage';
import { Receipt } from '@/components/entry/Receipt';
import '@/components/entry/receipt-print.css';

/**
 * A stored request's confirmation, at an address only its sender has: it shows the coordinators' details, so
 * it is kept out of search engines, other sites' logs and caches (a page rendered per request is no-store).
 */
export const metadata: Metadata = {
  title: RECEIPT_TEXTS.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function EntryReceiptPage({
  params,
  searchParams,
}: {
  params: Promise<{ receipt: string }>;
  searchParams: Promise<{ already?: string }>;
}) {
  const [{ receipt }, { already }] = await Promise.all([params, searchParams]);
  const found = RECEIPT_PATTERN.test(receipt) ? await findEntryReceipt(receipt) : null;
  if (!found) notFound();
  return (
    <EntryPage title={RECEIPT_TEXTS.title} crumb={RECEIPT_TEXTS.crumb}>
      <Receipt summary={receiptSummary(found)} same={already === '1'} />
    </EntryPage>
  );
}
