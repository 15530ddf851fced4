import { checkRate } from '@/lib/api/rate-limit';
import { clientIp } from '@/lib/api/http';
import { isForeignOrigin } from '@/lib/http/origin';
import { seeOther } from '@/lib/http/see-other';
import { schoolEmailPath, type EmailPageState } from '@/lib/league/subscriptions';
import { subscribeToSchool, subscriptionsOffered } from '@/lib/source/subscriptions';

type Context = { params: Promise<{ slug: string }> };

/** A form of a few hundred bytes: anything much larger is not one. */
const MOST_BYTES = 4096;

const answer = (slug: string, done: EmailPageState) => seeOther(`${schoolEmailPath(slug)}?done=${done}`);

/**
 * The school's email form, posted as a plain form (with or without JavaScript): the address is checked, a
 * confirmation queued, and the form's page says what became of it. The address typed never goes in the
 * answer's address. Bounded per visitor (SUBSCRIPTION_RATE_LIMIT an hour) and per address (the mail's own bounds).
 */
export async function POST(request: Request, { params }: Context) {
  const { slug } = await params;
  if (!subscriptionsOffered()) return new Response('Not found.\n', { status: 404 });
  if (isForeignOrigin(request.headers, new URL(request.url).host))
    return new Response('Forbidden: the form was sent from another site.\n', { status: 403 });
  if (Number(request.headers.get('content-length') ?? MOST_BYTES + 1) > MOST_BYTES)
    return new Response('The form is too large.\n', { status: 413 });
  const rate = await checkRate('subscriptions', clientIp(request.headers));
  if (!rate.ok) return answer(slug, 'wait');
  let email = '';
  try {
    const form = await request.formData();
    const value = form.get('email');
    email = typeof value === 'string' ? value : '';
  } catch {
    return answer(slug, 'email');
  }
  const outcome = await subscribeToSchool(email, slug);
  if (outcome.ok) return answer(slug, 'sent');
  if (outcome.refused === 'no-school') return new Response('Not found.\n', { status: 404 });
  return answer(slug, outcome.refused);
}
