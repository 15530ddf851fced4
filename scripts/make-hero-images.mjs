/**
 * Renders the three home page hero pictures: chess positions drawn in perspective as SVG, turned by
 * sharp into WebP (1600 and 800 px wide) and a JPEG fallback in public/images/. Everything is drawn
 * (scripts/hero-images/) from numbers (no fonts, no photos, no randomness), so a rerun gives the same pictures.
 *
 *   node scripts/make-hero-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HEIGHT, WIDTH, camera, chessClock, scene } from './hero-images/drawing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'images');

/* ---------- the three pictures ---------- */

const clockCam = camera({ x: 1.6, y: 6.2, z: -4.2, pitch: 40, focal: 900, cx: WIDTH * 0.42 });
/** Their alt texts live with the component that shows them (components/home/hero-images.ts). */
const HERO_IMAGES = [
  {
    name: 'hero-1',
    svg: scene({
      cam: camera({ x: 0, y: 6.4, z: -4.4, pitch: 42, focal: 940, cy: HEIGHT * 0.6 }),
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
    }),
  },
  {
    name: 'hero-2',
    svg: scene({
      cam: camera({ x: -1.2, y: 2.6, z: -2.2, pitch: 20, focal: 760, cx: WIDTH * 0.55, cy: HEIGHT * 0.42 }),
      fen: 'r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1',
    }),
  },
  {
    name: 'hero-3',
    svg: scene({
      cam: clockCam,
      fen: '8/5pk1/6p1/3R4/7P/6P1/r4PK1/8',
      extras: chessClock(clockCam, 5.1, 2.6),
    }),
  },
];

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  for (const image of HERO_IMAGES) {
    const png = await sharp(Buffer.from(image.svg)).png().toBuffer();
    const outputs = [
      [`${image.name}-1600.webp`, sharp(png).webp({ quality: 70, effort: 6 })],
      [`${image.name}-800.webp`, sharp(png).resize(800, 320).webp({ quality: 72, effort: 6 })],
      [`${image.name}-1600.jpg`, sharp(png).jpeg({ quality: 72, mozjpeg: true, progressive: true })],
    ];
    for (const [file, pipeline] of outputs) {
      const target = path.join(outDir, file);
      await pipeline.toFile(target);
      console.log(`${path.relative(root, target)}  ${(fs.statSync(target).size / 1024).toFixed(0)} KiB`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
