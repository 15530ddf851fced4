import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getEntryStore } from '@/lib/entry/entry-store';
import { clientIp } from '@/lib/api/http';
import { resolveInvitation } from '@/lib/entry/invitation';
import { adminEmail } from '@/lib/entry/submit';
import { initialValues, invitedValues } from '@/lib/entry/form';
import { AlreadySubmitted, EntryPage, PageNotice } from '@/components/entry/EntryPage';
import { EntryForm } from '@/components/entry/EntryForm';

/** The link is a key to the school's details: kept out of search engines and other sites' logs. */
export const metadata: Metadata = {
  title: 'Enter online',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function InvitationEntryPage({ params }: { params: Promise<{ hash: string }> }) {
  const [{ hash }, requestHeaders] = await Promise.all([params, headers()]);
  const [season, link] = await Promise.all([
    getEntryStore().getEntrySeason(),
    resolveInvitation(hash, clientIp(requestHeaders)),
  ]);
  const windows = season?.windows ?? null;
  const form = { windows, season: season?.year ?? null, adminEmail: adminEmail() };

  if (link.kind === 'limited') {
    return (
      <EntryPage>
        <PageNotice>{link.message} Then reload this page.</PageNotice>
      </EntryPage>
    );
  }
  if (link.kind === 'unknown') {
    return (
      <EntryPage>
        <EntryForm {...form} initial={initialValues({ mode: '_' })} hash={null} />
      </EntryPage>
    );
  }
  const { invitation } = link;
  if (invitation.alreadySubmitted) {
    return (
      <EntryPage>
        <AlreadySubmitted school={invitation.school.name} email={adminEmail()} />
      </EntryPage>
    );
  }
  return (
    <EntryPage>
      <EntryForm {...form} initial={invitedValues(invitation)} hash={invitation.hash} />
    </EntryPage>
  );
}
