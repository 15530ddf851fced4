/** A setting read from the environment (README's Configuration): a whole number above 0, else the default. */
export function wholeNumberSetting(
  name: string,
  fallback: number,
  env: Record<string, string | undefined> = process.env,
): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
