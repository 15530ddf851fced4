import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { DemoNotice } from '@/components/layout/DemoNotice';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'NSWJCL Schools', template: 'NSWJCL Schools - %s' },
  description: 'Draws, results, finals, rules and history of the NSW Junior Chess League inter-school team competitions.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // League data is read per request from the store; nothing is prerendered at build time, when
  // the embedded store must stay closed.
  await connection();
  return (
    <html lang="en-AU">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <DemoNotice />
        {children}
      </body>
    </html>
  );
}
