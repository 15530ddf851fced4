import { getFilterYearData } from '@/lib/source/season-routes';
import { HttpError, handle, ok, parseYear } from '@/lib/api/http';
import { sharedCachePolicy } from '@/lib/http/security-headers.cjs';

/**
 * Another season's regions and zones for the finals filters, fetched when the year filter changes.
 * Read through the data cache like the pages (dropped by an import that changes the season's index),
 * and public like them, so a shared cache may keep it as long as it keeps a page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ year: string }> }) {
  return handle(async () => {
    const year = parseYear((await params).year);
    const choices = await getFilterYearData(year);
    if (!choices) throw new HttpError(404, `No published season ${year}.`);
    return ok(choices, { headers: { 'cache-control': sharedCachePolicy() } });
  });
}
