import { privateSubscriptionPath, schoolEmailPath } from '@/lib/league/subscriptions';
import { unsubscribeByToken } from '@/lib/source/subscriptions';
import { seeOther } from '@/lib/http/see-other';

type Context = { params: Promise<{ token: string }> };

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Unsubscribes, deleting the address: the mail program's one click (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click`, answered in plain text), or the page's button (sent on to the school's email
 * page, which says so). Once gone, the address opens nothing: a second post is answered 404 by server.mjs.
 */
export async function POST(request: Request, { params }: Context) {
  const { token } = await params;
  const subscription = await unsubscribeByToken(token);
  const fromPage = (request.headers.get('sec-fetch-mode') ?? '') === 'navigate';
  if (fromPage && subscription) return seeOther(`${schoolEmailPath(subscription.school)}?done=unsubscribed`);
  return plain(200, 'Unsubscribed: your address has been deleted, and nothing more will be sent.');
}

/** A link followed (not a mail program's POST) unsubscribes nothing: it opens the subscription's page. */
export async function GET(_request: Request, { params }: Context) {
  const { token } = await params;
  return seeOther(privateSubscriptionPath(token));
}
