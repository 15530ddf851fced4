const MAX_BYTES = 4_000_000;
const WORDS = 'round board team school zone region division finals draw result white black home away bye';

/** ASCII text of `bytes` bytes less `frame` (what its envelope adds), or null for a size out of range. */
export function textOf(bytes, frame = 0) {
  if (!/^\d{1,7}$/.test(bytes) || Number(bytes) > MAX_BYTES || Number(bytes) < frame) return null;
  const size = Number(bytes) - frame;
  return WORDS.repeat(Math.ceil(size / WORDS.length) + 1).slice(0, size);
}
