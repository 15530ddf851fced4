import { sharedCachePolicy } from './security-headers.cjs';

/**
 * A calendar feed's answer: text/calendar (RFC 5545 8.1), shown inline so a browser hands it to the
 * calendar app, and kept by a shared cache as long as a public page.
 */
export function calendarResponse({ text, fileName }: { text: string; fileName: string }): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': sharedCachePolicy(),
    },
  });
}

export function noCalendar(): Response {
  return new Response('No such calendar.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
