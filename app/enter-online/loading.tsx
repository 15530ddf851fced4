import { EntryPage } from '@/components/entry/EntryPage';

export default function Loading() {
  return (
    <EntryPage>
      <p role="status">Loading the entry form…</p>
    </EntryPage>
  );
}
