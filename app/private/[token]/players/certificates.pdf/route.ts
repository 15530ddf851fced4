import { privateFileRefusal, privateNotFound } from '@/lib/cards/private-file';
import { readRegisterPage } from '@/lib/source/players';
import { certificatesOf } from '@/lib/source/player-seasons';

type Context = { params: Promise<{ token: string }> };

/**
 * The school's participation certificates as one PDF, one A4 page per player who has played (`?player=ID`:
 * that player's alone). Private and never stored, as the address's other files.
 */
export async function GET(request: Request, { params }: Context) {
  const refused = await privateFileRefusal(request);
  if (refused) return refused;
  const { token } = await params;
  const page = await readRegisterPage(token);
  if (!page || page.relayed) return privateNotFound();
  const only = new URL(request.url).searchParams.get('player');
  const players = only ? page.players.filter((p) => String(p.id) === only) : page.players;
  const pdf = players.length ? await certificatesOf(page.link, players) : null;
  if (!pdf) return privateNotFound();
  const name = only ? `certificate-${page.link.year}-${only}.pdf` : `certificates-${page.link.year}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}
