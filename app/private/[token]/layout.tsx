import type { Metadata } from 'next';

/**
 * Every page at a private address: rendered for each request, never indexed, and sending no Referer
 * (next.config.js's headers say the same, and keep shared caches from storing them).
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export default function PrivateLayout({ children }: { children: React.ReactNode }) {
  return children;
}
