/**
 * A form's answer by redirect (303 See Other): the browser then GETs `path`, so a reload shows the page again
 * instead of sending the form twice. Never stored: it answers one visitor's post.
 */
export const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
