import { privateFileRefusal, privateNotFound } from '@/lib/cards/private-file';
import { deskWorkbook } from '@/lib/writes/desk-workbook';

type Context = { params: Promise<{ token: string }> };

/** The zone's workbook (.xlsx) for its scorer (the Director of Play names the zone: `?zone=PA`). */
export async function GET(request: Request, { params }: Context) {
  const refused = await privateFileRefusal(request);
  if (refused) return refused;
  const { token } = await params;
  const zone = new URL(request.url).searchParams.get('zone') ?? undefined;
  const file = await deskWorkbook(token, zone);
  if (!file?.ok) return privateNotFound();
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
