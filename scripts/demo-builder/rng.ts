/** Seeded randomness, so a rebuild from the same facts gives byte-identical files: FNV-1a seeds xorshift32. */
import { at } from './util';

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  /** Each stream is keyed by what it builds, so adding a stream never shifts another. */
  constructor(key: string) {
    this.state = hashText(`nswjcl-demo/${key}`) || 0x6d2b79f5;
    for (let i = 0; i < 8; i++) this.next();
  }

  next(): number {
    let x = this.state;
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    this.state = x;
    return x / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return at(items, this.int(items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  hex(length: number): string {
    let text = '';
    while (text.length < length) text += this.int(16).toString(16);
    return text;
  }
}
