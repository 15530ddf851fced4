/**
 * A bare route answer of exactly `bytes` bytes, kept by Next after its first request as the site's
 * calendars are (`force-static`, nothing prerendered at build): the floor of a kept route, which Next
 * sends through other machinery than a kept page.
 */
import { textOf } from '../../sizes.js';

export const dynamic = 'force-static';
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
}

export async function GET(_request, { params }) {
  const text = textOf((await params).bytes);
  if (text === null) return new Response('Not found\n', { status: 404 });
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
