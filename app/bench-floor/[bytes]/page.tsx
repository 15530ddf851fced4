/**
 * The framework floor for `npm run bench`: a page with no data and no client components of its own,
 * padded to about `bytes` bytes of HTML, served by the same build, layout and cache as the public
 * pages. The benchmark fine-tunes `bytes` until the response matches a page's size. It answers 404
 * unless the server runs with BENCH_FLOOR=1, so a live site never serves it.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Rendered on first request and then cached, like the public pages.
export { generateStaticParams } from '@/lib/cache/on-demand';

export const metadata: Metadata = {
  title: 'Benchmark floor',
  description: 'A page without data, used to measure what the framework itself costs.',
};

const MAX_BYTES = 4_000_000;
/** A guess at the layout's share of the page; the benchmark corrects for the difference. */
const SHELL_BYTES = 12_000;
const PARAGRAPH_CHARS = 600;
const WORDS = (
  'round board team school zone region division finals draw result white black home away bye forfeit ' +
  'championship intermediate rookies junior senior primary secondary metropolitan country scorer clock ' +
  'match points tie-break grade season'
).split(' ');

/** Text that compresses about as well as a draw page's, the same for the same size. */
function paragraphs(chars: number): string[] {
  let seed = chars | 1;
  const next = () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return (seed >>> 0) / 4294967296;
  };
  const out: string[] = [];
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

type Props = { params: Promise<{ bytes: string }> };

export default async function BenchFloorPage({ params }: Props) {
  if (process.env.BENCH_FLOOR !== '1') notFound();
  const { bytes } = await params;
  if (!/^\d{1,7}$/.test(bytes) || Number(bytes) > MAX_BYTES) notFound();
  // The text appears twice: in the HTML and in the serialised payload that follows it.
  const chars = Math.max(0, Math.floor((Number(bytes) - SHELL_BYTES) / 2));
  return (
    <main id="main" className="container">
      <h1>Benchmark floor</h1>
      {paragraphs(chars).map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  );
}
