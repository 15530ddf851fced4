/** The league command line's options: flags, and options that take the next argument as their value. */

/** The value after `name` (`--reason "Appeal upheld"`); undefined when the option is absent. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? '') : undefined;
}

/** The arguments without the flags named and the options named with their values. */
export function withoutOptions(
  args: readonly string[],
  flags: readonly string[],
  valued: readonly string[] = [],
): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (valued.includes(args[i]!)) i++;
    else if (!flags.includes(args[i]!)) kept.push(args[i]!);
  }
  return kept;
}
