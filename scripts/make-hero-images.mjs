/**
 * Renders the three home page hero pictures: chess positions drawn in perspective as SVG, turned by
 * sharp into WebP (1600 and 800 px wide) and a JPEG fallback in public/images/. Everything is drawn
 * here from numbers (no fonts, no photos, no randomness), so a rerun gives the same pictures.
 *
 *   node scripts/make-hero-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'images');
const WIDTH = 1600;
const HEIGHT = 640;

/* ---------- piece outlines, in squares: half profiles (radius, height) turned into silhouettes ---------- */

const arc = (cx, cy, r, from, to, steps = 8) =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });

const BASE = [
  [0.37, 0],
  [0.37, 0.06],
  [0.31, 0.1],
  [0.31, 0.14],
  [0.23, 0.19],
];

const HALF_PROFILES = {
  p: [...BASE, [0.15, 0.4], [0.21, 0.46], [0.21, 0.5], [0.12, 0.54], ...arc(0, 0.7, 0.18, -65, 90, 8)],
  r: [
    ...BASE,
    [0.21, 0.74],
    [0.28, 0.8],
    [0.28, 1.02],
    [0.19, 1.02],
    [0.19, 0.94],
    [0.07, 0.94],
    [0.07, 1.02],
    [0, 1.02],
  ],
  b: [
    ...BASE,
    [0.14, 0.58],
    [0.22, 0.62],
    [0.22, 0.66],
    [0.12, 0.69],
    ...arc(0, 0.93, 0.2, -55, 70, 7),
    [0.04, 1.17],
    [0.09, 1.22],
    ...arc(0, 1.27, 0.07, -40, 90, 4),
  ],
  q: [
    ...BASE,
    [0.15, 0.8],
    [0.24, 0.86],
    [0.24, 0.9],
    [0.14, 0.94],
    [0.2, 1.2],
    [0.28, 1.34],
    [0.2, 1.3],
    [0.17, 1.38],
    [0.1, 1.31],
    [0.07, 1.4],
    [0.05, 1.42],
    ...arc(0, 1.48, 0.07, -50, 90, 4),
  ],
  k: [
    ...BASE,
    [0.16, 0.86],
    [0.25, 0.92],
    [0.25, 0.96],
    [0.15, 1.0],
    [0.24, 1.3],
    [0.2, 1.38],
    [0.05, 1.4],
    [0.05, 1.5],
    [0.13, 1.5],
    [0.13, 1.58],
    [0.05, 1.58],
    [0.05, 1.72],
    [0, 1.72],
  ],
};

/** The knight is not turned: its outline is drawn whole, facing left. */
const KNIGHT = [
  ...BASE.map(([x, y]) => [-x, y]).reverse(),
  ...BASE,
  [0.26, 0.22],
  [0.3, 0.5],
  [0.3, 0.74],
  [0.25, 0.96],
  [0.15, 1.1],
  [0.05, 1.14],
  [0.0, 1.24],
  [-0.06, 1.13],
  [-0.2, 1.04],
  [-0.34, 0.88],
  [-0.37, 0.78],
  [-0.3, 0.72],
  [-0.16, 0.74],
  [-0.04, 0.66],
  [-0.17, 0.46],
  [-0.23, 0.19],
];

function outline(kind) {
  if (kind === 'n') return KNIGHT;
  const half = HALF_PROFILES[kind];
  return [...half.map(([r, y]) => [r, y]), ...half.map(([r, y]) => [-r, y]).reverse()];
}

/* ---------- a small pinhole camera looking down at the table ---------- */

function camera({ x, y, z, pitch, focal, cx = WIDTH / 2, cy = HEIGHT / 2 }) {
  const t = (pitch * Math.PI) / 180;
  const [sin, cos] = [Math.sin(t), Math.cos(t)];
  return {
    depth: ([, py, pz]) => -(py - y) * sin + (pz - z) * cos,
    project([px, py, pz]) {
      const [dx, dy, dz] = [px - x, py - y, pz - z];
      const zc = -dy * sin + dz * cos;
      const yc = dy * cos + dz * sin;
      return [cx + (focal * dx) / zc, cy - (focal * yc) / zc, focal / zc];
    },
    upright: cos,
  };
}

const f1 = (n) => n.toFixed(1);
const poly = (points) => points.map(([a, b]) => `${f1(a)},${f1(b)}`).join(' ');

/* ---------- positions ---------- */

function parseFen(fen) {
  const pieces = [];
  fen.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else pieces.push({ kind: ch.toLowerCase(), white: ch === ch.toUpperCase(), file: file++, rank: 7 - i });
    }
  });
  return pieces;
}

/* ---------- drawing ---------- */

const DEFS = `
<defs>
  <linearGradient id="pw" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#a8906a"/><stop offset="0.32" stop-color="#fff6e2"/>
    <stop offset="0.62" stop-color="#ecd9b4"/><stop offset="1" stop-color="#8f7653"/>
  </linearGradient>
  <linearGradient id="pb" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#120c08"/><stop offset="0.32" stop-color="#6a5039"/>
    <stop offset="0.62" stop-color="#34251a"/><stop offset="1" stop-color="#0b0705"/>
  </linearGradient>
  <radialGradient id="lamp" cx="0.42" cy="0.2" r="0.85">
    <stop offset="0" stop-color="#fff2d0" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
  </radialGradient>
  <linearGradient id="table" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="#2a1a10"/><stop offset="1" stop-color="#5a3a22"/>
  </linearGradient>
  <linearGradient id="clockface" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="#fbfaf5"/><stop offset="1" stop-color="#d9d4c4"/>
  </linearGradient>
</defs>`;

function tableGrain(cam) {
  const lines = [];
  for (let i = -30; i <= 30; i++) {
    const a = cam.project([i * 0.9 + 0.35 * Math.sin(i), 0, -2]);
    const b = cam.project([i * 0.9 + 0.35 * Math.sin(i * 1.7), 0, 40]);
    if (a[2] <= 0) continue;
    lines.push(
      `<line x1="${f1(a[0])}" y1="${f1(a[1])}" x2="${f1(b[0])}" y2="${f1(b[1])}" stroke="#1a0f08" stroke-opacity="${(0.12 + 0.08 * Math.abs(Math.sin(i * 2.3))).toFixed(2)}" stroke-width="${f1(2 + 2 * Math.abs(Math.cos(i)))}"/>`,
    );
  }
  return lines.join('');
}

function board(cam, { flip = false } = {}) {
  const parts = [];
  const corner = (fx, rz) => cam.project([fx - 4, 0, rz]);
  const frame = [corner(-0.45, -0.45), corner(8.45, -0.45), corner(8.45, 8.45), corner(-0.45, 8.45)];
  const edge = [cam.project([-4.45, -0.25, -0.45]), cam.project([4.45, -0.25, -0.45]), frame[1], frame[0]];
  parts.push(`<polygon points="${poly(edge)}" fill="#3b2414"/>`);
  parts.push(`<polygon points="${poly(frame)}" fill="#6b4423" stroke="#2b190c" stroke-width="2"/>`);
  for (let file = 0; file < 8; file++) {
    for (let rank = 0; rank < 8; rank++) {
      const light = (file + rank) % 2 === 1;
      const x = flip ? 7 - file : file;
      const z = flip ? 7 - rank : rank;
      const quad = [corner(x, z), corner(x + 1, z), corner(x + 1, z + 1), corner(x, z + 1)];
      parts.push(`<polygon points="${poly(quad)}" fill="${light ? '#e6c999' : '#9a6534'}"/>`);
    }
  }
  return parts.join('');
}

function pieces(cam, fen, { flip = false } = {}) {
  const placed = parseFen(fen).map((p) => {
    const x = (flip ? 7 - p.file : p.file) - 3.5;
    const z = (flip ? 7 - p.rank : p.rank) + 0.5;
    return { ...p, at: [x, 0, z], depth: cam.depth([x, 0, z]) };
  });
  placed.sort((a, b) => b.depth - a.depth);
  return placed
    .map((p) => {
      const [sx, sy, scale] = cam.project(p.at);
      const shadow = `<ellipse cx="${f1(sx + 0.12 * scale)}" cy="${f1(sy + 0.02 * scale)}" rx="${f1(0.46 * scale)}" ry="${f1(0.2 * scale)}" fill="#000" fill-opacity="0.35"/>`;
      const facing = p.white ? 1 : -1;
      const shape = outline(p.kind).map(([u, v]) => [
        sx + u * scale * (p.kind === 'n' ? facing : 1),
        sy - v * scale * cam.upright,
      ]);
      const fill = p.white ? 'url(#pw)' : 'url(#pb)';
      const stroke = p.white ? '#6d5637' : '#000';
      return `${shadow}<polygon points="${poly(shape)}" fill="${fill}" stroke="${stroke}" stroke-width="${f1(Math.max(1, scale * 0.012))}" stroke-linejoin="round"/>`;
    })
    .join('');
}

function box(cam, [x0, x1], [y0, y1], [z0, z1], colours) {
  const p = (x, y, z) => cam.project([x, y, z]);
  const front = [p(x0, y0, z0), p(x1, y0, z0), p(x1, y1, z0), p(x0, y1, z0)];
  const top = [p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)];
  const side = [p(x0, y0, z0), p(x0, y0, z1), p(x0, y1, z1), p(x0, y1, z0)];
  return `<polygon points="${poly(side)}" fill="${colours.side}"/><polygon points="${poly(top)}" fill="${colours.top}"/><polygon points="${poly(front)}" fill="${colours.front}"/>`;
}

function chessClock(cam, x, z) {
  const parts = [
    box(cam, [x, x + 2.6], [0, 1.05], [z, z + 1.1], { front: '#2d2d33', top: '#45454d', side: '#1b1b20' }),
  ];
  parts.push(
    box(cam, [x + 0.35, x + 0.85], [1.05, 1.2], [z + 0.35, z + 0.75], {
      front: '#9b1c1c',
      top: '#c53030',
      side: '#7a1515',
    }),
  );
  parts.push(
    box(cam, [x + 1.75, x + 2.25], [1.05, 1.12], [z + 0.35, z + 0.75], {
      front: '#9b1c1c',
      top: '#c53030',
      side: '#7a1515',
    }),
  );
  for (const [cxw, minute] of [
    [x + 0.65, 52],
    [x + 1.95, 17],
  ]) {
    const [cx, cy, scale] = cam.project([cxw, 0.55, z - 0.001]);
    const r = 0.42 * scale;
    parts.push(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="url(#clockface)" stroke="#111" stroke-width="${f1(r * 0.08)}"/>`,
    );
    for (let h = 0; h < 12; h++) {
      const a = (h * Math.PI) / 6;
      parts.push(
        `<line x1="${f1(cx + Math.sin(a) * r * 0.78)}" y1="${f1(cy - Math.cos(a) * r * 0.78)}" x2="${f1(cx + Math.sin(a) * r * 0.9)}" y2="${f1(cy - Math.cos(a) * r * 0.9)}" stroke="#222" stroke-width="${f1(r * 0.05)}"/>`,
      );
    }
    const m = (minute / 60) * 2 * Math.PI;
    const hr = ((4 + minute / 60) / 12) * 2 * Math.PI;
    parts.push(
      `<line x1="${f1(cx)}" y1="${f1(cy)}" x2="${f1(cx + Math.sin(m) * r * 0.72)}" y2="${f1(cy - Math.cos(m) * r * 0.72)}" stroke="#111" stroke-width="${f1(r * 0.06)}" stroke-linecap="round"/>`,
    );
    parts.push(
      `<line x1="${f1(cx)}" y1="${f1(cy)}" x2="${f1(cx + Math.sin(hr) * r * 0.48)}" y2="${f1(cy - Math.cos(hr) * r * 0.48)}" stroke="#111" stroke-width="${f1(r * 0.09)}" stroke-linecap="round"/>`,
    );
    parts.push(
      `<path d="M ${f1(cx + r * 0.26)} ${f1(cy - r * 0.92)} l ${f1(r * 0.1)} ${f1(-r * 0.18)} l ${f1(r * 0.08)} ${f1(r * 0.16)} z" fill="#b91c1c"/>`,
    );
  }
  return parts.join('');
}

function scene({ cam, fen, flip, extras = '' }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${DEFS}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>
${tableGrain(cam)}
${board(cam, { flip })}
${extras}
${pieces(cam, fen, { flip })}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#lamp)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
</svg>`;
}

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
