const MAX_BYTES = 4_000_000;
const WORDS = 'round board team school zone region division finals draw result white black home away bye';

/** The size a floor address names (`/<bytes>`, `/kept/<bytes>`, `/post/<bytes>`), or null when out of range. */
export function sizeOf(bytes) {
  return /^\d{1,7}$/.test(bytes) && Number(bytes) <= MAX_BYTES ? Number(bytes) : null;
}

/** ASCII text of `bytes` bytes less `frame` (what its envelope adds), or null for a size out of range. */
export function textOf(bytes, frame = 0) {
  const size = sizeOf(bytes);
  if (size === null || size < frame) return null;
  return WORDS.repeat(Math.ceil(size / WORDS.length) + 1).slice(0, size - frame);
}
