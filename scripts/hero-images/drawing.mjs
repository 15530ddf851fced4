/** The hero pictures' camera, board, pieces and clock, drawn as SVG (scripts/make-hero-images.mjs). */
import { outline } from './pieces.mjs';

export const WIDTH = 1600;
export const HEIGHT = 640;

/* ---------- a small pinhole camera looking down at the table ---------- */

export function camera({ x, y, z, pitch, focal, cx = WIDTH / 2, cy = HEIGHT / 2 }) {
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

export function chessClock(cam, x, z) {
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

export function scene({ cam, fen, flip, extras = '' }) {
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
