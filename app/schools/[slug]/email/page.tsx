import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmailResultsPage } from '@/components/subscriptions/EmailResultsPage';
import { EMAIL_PAGE_STATES } from '@/lib/league/subscriptions';
import { requireSchoolPage } from '@/lib/source/school-page';
import { subscriptionsOffered } from '@/lib/source/subscriptions';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
};

/** Rendered for each request: it says what became of the form just sent. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Results by email',
  robots: { index: false, follow: true },
};

/** A parent asks for a school's results by email, without an account (docs/mail.md). */
export default async function SchoolEmailPage({ params, searchParams }: Props) {
  const [{ slug }, { done }] = await Promise.all([params, searchParams]);
  if (!subscriptionsOffered()) notFound();
  const { view } = await requireSchoolPage({ slug });
  const state = EMAIL_PAGE_STATES.find((s) => s === done) ?? null;
  return <EmailResultsPage slug={view.page.slug} name={view.page.name} state={state} />;
}
