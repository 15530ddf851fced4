import { clientIp } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';
import { deskWorkbook } from '@/lib/cards/desk-workbook';

type Context = { params: Promise<{ token: string }> };

const NOT_FOUND = () =>
  new Response('Not found.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });

/** The zone's workbook (.xlsx) for its scorer (the Director of Play names the zone: `?zone=PA`). */
export async function GET(request: Request, { params }: Context) {
  const rate = await checkRate('private-pages', clientIp(request.headers));
  if (!rate.ok)
    return new Response(`${rate.message}\n`, {
      status: 429,
      headers: { 'retry-after': String(rate.retryAfterSeconds), 'cache-control': 'no-store' },
    });
  const { token } = await params;
  const zone = new URL(request.url).searchParams.get('zone') ?? undefined;
  const file = await deskWorkbook(token, zone);
  if (!file?.ok) return NOT_FOUND();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-length': String(file.bytes.length),
      'content-disposition': `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
