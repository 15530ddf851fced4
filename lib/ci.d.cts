export function onCi(env?: Record<string, string | undefined>): boolean;
