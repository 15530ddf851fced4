export function withoutTokens(text: string): string;
