import { Suspense } from 'react';
import type { Metadata, Viewport } from 'next';
import { DemoNotice } from '@/components/layout/DemoNotice';
import { NavigationEvents } from '@/components/layout/NavigationEvents';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { PreFooter, SiteFooter } from '@/components/layout/SiteFooter';
import { SITE_NAME, absoluteUrl, signInUrl, siteUrl } from '@/components/layout/site';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteJsonLd } from '@/lib/league/jsonld';
import { leagueReads } from '@/lib/source/cached';
import './globals.css';

const DESCRIPTION =
  'Draws, results, finals, rules and history of the NSW Junior Chess League inter-school team competitions.';

export function generateMetadata(): Metadata {
  // Read per request, so one build serves any SITE_URL.
  return {
    metadataBase: siteUrl(),
    title: { default: SITE_NAME, template: `${SITE_NAME} - %s` },
    description: DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_AU', description: DESCRIPTION },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b4f8a' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Read once, here: parts of the layout that awaited on their own could stream in either order beside the page,
  // so two renders of one page would differ in bytes (docs/performance.md, issue 31.22).
  const status = await leagueReads.getSiteStatus();
  const active = status.seasons.find((season) => season.active) ?? null;
  return (
    <html lang="en-AU">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <DemoNotice demo={status.demo} />
        <SiteHeader
          activeYear={status.activeYear}
          seasonYears={status.seasons.map((season) => season.year)}
          signInUrl={signInUrl()}
          signInOverride={process.env.COORDINATORS_SIGN_IN_URL}
        />
        {children}
        <JsonLd data={siteJsonLd(SITE_NAME, absoluteUrl)} />
        <PreFooter />
        <SiteFooter activeYear={status.activeYear} />
        <Suspense fallback={null}>
          <NavigationEvents activeSeasonId={active?.id ?? null} activeSeasonYear={active?.year ?? null} />
        </Suspense>
      </body>
    </html>
  );
}
