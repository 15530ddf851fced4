import { SITE_NAME } from '@/lib/league/constants';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A page of a heading and a sentence, never indexed: what answers before or instead of Next (a 503, a 429). */
export function plainPage(heading: string, message: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SITE_NAME} - ${escape(heading)}</title>
</head>
<body>
<main>
<h1>${escape(heading)}</h1>
<p>${escape(message)}</p>
</main>
</body>
</html>
`;
}
