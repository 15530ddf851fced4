import type { Metadata } from 'next';
import { getLeagueSource } from '@/lib/source';
import { initialValues, isMode, type FormMode } from '@/lib/entry/form';
import { EntryPage } from '@/components/entry/EntryPage';
import { EntryForm } from '@/components/entry/EntryForm';

export const metadata: Metadata = { title: 'Enter online' };

type SearchParams = Record<string, string | string[] | undefined>;

/** `?mode=metropolitan_primary`, or the competition page's `?metro=metropolitan&comp=primary` (codes 1/0 and 2/1 too). */
function modeFrom(params: SearchParams): FormMode {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
  if (isMode(one('mode'))) return one('mode') as FormMode;
  const metro = { metropolitan: 'metropolitan', '1': 'metropolitan', country: 'country', '0': 'country' }[one('metro')];
  const competition = { primary: 'primary', '2': 'primary', secondary: 'secondary', '1': 'secondary' }[one('comp')];
  const mode = `${metro}_${competition}`;
  return isMode(mode) ? mode : '_';
}

export default async function EnterOnlinePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, season] = await Promise.all([searchParams, getLeagueSource().getEntrySeason()]);
  return (
    <EntryPage>
      <EntryForm windows={season?.windows ?? null} initial={initialValues({ mode: modeFrom(params) })} hash={null} />
    </EntryPage>
  );
}
