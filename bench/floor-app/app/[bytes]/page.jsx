/**
 * A page of about `bytes` bytes of HTML with no data and no client components: rendered on its
 * first request, then served from Next's cache, as the site's pages are. The benchmark asks again
 * with a corrected `bytes` until the response is the size of the page it stands for.
 */
import { notFound } from 'next/navigation';
import { sizeOf } from '../sizes.js';

// Nothing is prerendered at build; each size is rendered once, on first request, and kept.
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
}

/** A guess at the document's share of the page; the benchmark corrects for the difference. */
const SHELL_BYTES = 2_000;
const PARAGRAPH_CHARS = 600;
const WORDS = (
  'round board team school zone region division finals draw result white black home away bye forfeit ' +
  'championship intermediate rookies junior senior primary secondary metropolitan country scorer clock ' +
  'match points tie-break grade season'
).split(' ');

/** Text that compresses about as well as a draw page's, the same for the same size. */
function paragraphs(chars) {
  let seed = chars | 1;
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return (seed >>> 0) / 4294967296;
  };
  const out = [];
  let left = chars;
  while (left > 0) {
    let text = '';
    const size = Math.min(PARAGRAPH_CHARS, left);
    while (text.length < size)
      text += `${WORDS[Math.floor(next() * WORDS.length)]} ${Math.floor(next() * 40)} `;
    out.push(text.slice(0, size));
    left -= size;
  }
  return out;
}

export default async function FloorPage({ params }) {
  const { bytes } = await params;
  if (sizeOf(bytes) === null) notFound();
  // The text appears twice: in the HTML and in the serialised payload that follows it.
  const chars = Math.max(0, Math.floor((Number(bytes) - SHELL_BYTES) / 2));
  return (
    <main>
      <h1>Benchmark floor</h1>
      {paragraphs(chars).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  );
}
