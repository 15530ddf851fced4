/** `1 team`, `3 teams`, `2 matches`: a count and its noun. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
