import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { leagueReads } from '@/lib/source/cached';
import { ERROR_TITLE, signInUrl as siteSignInUrl } from '@/components/layout/site';
import { ThrowButton } from '@/components/layout/ThrowButton';

const production = () => process.env.NODE_ENV === 'production';

/** In production the page does not exist, so its title is the error page's, like its body. */
export function generateMetadata(): Metadata {
  return { title: production() ? ERROR_TITLE : 'Test', robots: { index: false } };
}

/** A developer's scratch page (SPEC section 2); a production build answers 404. */
export default async function TestPage() {
  if (production()) notFound();
  const [status, signInUrl] = [await leagueReads.getSiteStatus(), siteSignInUrl()];
  return (
    <main id="main" className="container">
      <h1>Developer scratch page</h1>
      <p>This page exists only in development.</p>
      <dl>
        <dt>Active season</dt>
        <dd>{status.activeYear ?? 'none'}</dd>
        <dt>Seasons</dt>
        <dd>
          {status.seasons.map((s) => `${s.year}${s.published ? '' : ' (unpublished)'}`).join(', ') || 'none'}
        </dd>
        <dt>Demo data</dt>
        <dd>{status.demo ? 'yes' : 'no'}</dd>
        <dt>Coordinators sign in</dt>
        <dd>{signInUrl}</dd>
      </dl>
      <ThrowButton />
    </main>
  );
}
