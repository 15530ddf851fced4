import type { Metadata } from 'next';
import { getEntryStore } from '@/lib/entry/entry-store';
import { adminEmail } from '@/lib/entry/submit';
import { initialValues } from '@/lib/entry/form';
import { modeFromSearchParams, type EntrySearchParams } from '@/lib/entry/link';
import { EntryPage } from '@/components/entry/EntryPage';
import { EntryForm } from '@/components/entry/EntryForm';

export const metadata: Metadata = { title: 'Enter online' };

export default async function EnterOnlinePage({
  searchParams,
}: {
  searchParams: Promise<EntrySearchParams>;
}) {
  const [params, season] = await Promise.all([searchParams, getEntryStore().getEntrySeason()]);
  return (
    <EntryPage>
      <EntryForm
        windows={season?.windows ?? null}
        initial={initialValues({ mode: modeFromSearchParams(params) })}
        hash={null}
        season={season?.year ?? null}
        adminEmail={adminEmail()}
      />
    </EntryPage>
  );
}
