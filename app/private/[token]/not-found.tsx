import type { Metadata } from 'next';
import Link from 'next/link';
import { adminEmail } from '@/lib/entry/submit';

export const metadata: Metadata = { title: 'Address not recognised' };

/**
 * Any private address that opens nothing: made up, mistyped, replaced, or a match of another school. One
 * answer for each, so it says nothing of whether the address ever worked.
 */
export default function PrivateNotFound() {
  const email = adminEmail();
  return (
    <main id="main" className="container">
      <h1>This match results address does not open a page</h1>
      <p>
        The league sends each school its own match results address, and can replace it: once replaced, the old
        address stops working. An address may also have been cut short when it was copied.
      </p>
      <p>
        Use the newest address the league sent your school, or ask your school&apos;s coordinator for it. If
        you cannot find it, write to the league at <a href={`mailto:${email}`}>{email}</a> and say which
        school you are from.
      </p>
      <p>
        <Link href="/home">Go to the home page</Link>
      </p>
    </main>
  );
}
