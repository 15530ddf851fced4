/**
 * Forms as a browser without JavaScript uses them: the page's HTML read for each form's fields (its hidden
 * ones as the server wrote them), some filled in, and the form posted as multipart to the page's address, as
 * such a browser does. The site's cards, desk and paper cards all work this way (docs/match-cards.md).
 */

const ENTITIES = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };
const decode = (text) => text.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (e) => ENTITIES[e]);
const attr = (tag, name) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decode(found[1]) : null;
};

/** Every POST form of the page: its id, its hidden fields, and the words of its submit button. */
export function postForms(html) {
  const forms = [];
  for (const [, open, body] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (!/method="POST"/i.test(open)) continue;
    const hidden = [];
    for (const [tag] of body.matchAll(/<input\b[^>]*>/g))
      if (attr(tag, 'type') === 'hidden' && attr(tag, 'name'))
        hidden.push([attr(tag, 'name'), attr(tag, 'value') ?? '']);
    const button = /<button\b[^>]*type="submit"[^>]*>([\s\S]*?)<\/button>/.exec(body)?.[1] ?? '';
    forms.push({ id: attr(open, 'id'), hidden, submit: decode(button.replace(/<[^>]+>/g, '')).trim(), body });
  }
  return forms;
}

/** The text of the page's alerts (a refusal said beside a form). */
export const alertsOf = (html) =>
  [...html.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/(?:p|div)>/g)].map(([, text]) =>
    decode(text.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );

/**
 * Posts `form` (from `postForms`) with `fields` added to its hidden ones, as a browser without JavaScript does
 * under the site's no-referrer policy (Origin null, Sec-Fetch-Site same-origin). Answers the status, where a
 * redirect goes, and the page's HTML when there is no redirect.
 */
export async function postForm(pageUrl, form, fields, { timeoutMs = 30_000 } = {}) {
  // A connection the server closed as it went idle can be reset under the post: a browser tells its visitor, who
  // sends again; the form's key makes the second one the same write, so this does too, once or twice.
  for (let attempt = 1; ; attempt += 1)
    try {
      return await postFormOnce(pageUrl, form, fields, timeoutMs);
    } catch (error) {
      if (attempt === 3 || !isConnectionLost(error)) throw error;
    }
}

const isConnectionLost = (error) =>
  error instanceof TypeError && ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(error.cause?.code);

async function postFormOnce(pageUrl, form, fields, timeoutMs) {
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(pageUrl, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: 'null', 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const location = response.headers.get('location');
  const html = location ? '' : await response.text();
  return { status: response.status, location, html };
}

export async function getPage(url, { timeoutMs = 30_000 } = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, html: await response.text() };
}
