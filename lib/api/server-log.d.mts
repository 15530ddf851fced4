export function logLine(text: string, logRefusal?: (kind: string, detail: string) => void): string | null;
export function installServerLog(streams?: NodeJS.WritableStream[]): void;
