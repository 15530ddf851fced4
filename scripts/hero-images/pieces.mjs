/** The pieces of the hero pictures (scripts/make-hero-images.mjs): outlines in squares, drawn from numbers. */

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

export function outline(kind) {
  if (kind === 'n') return KNIGHT;
  const half = HALF_PROFILES[kind];
  return [...half.map(([r, y]) => [r, y]), ...half.map(([r, y]) => [-r, y]).reverse()];
}
