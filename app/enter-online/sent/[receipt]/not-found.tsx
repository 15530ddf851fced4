import { adminEmail } from '@/lib/entry/submit';
import { RECEIPT_TEXTS } from '@/lib/entry/texts';
import { EntryPage, PageNotice } from '@/components/entry/EntryPage';

/** An unknown or mistyped confirmation address: a 404 that says where to ask. */
export default function EntryReceiptNotFound() {
  const email = adminEmail();
  return (
    <EntryPage title={RECEIPT_TEXTS.title} crumb={RECEIPT_TEXTS.crumb}>
      <PageNotice>
        {RECEIPT_TEXTS.notFound} <a href={`mailto:${email}`}>{email}</a>.
      </PageNotice>
    </EntryPage>
  );
}
