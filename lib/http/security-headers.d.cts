export declare const NON_PAGE_POLICY: string;
export declare function securityHeaders(options: { production: boolean }): { key: string; value: string }[];
export declare function inlineScriptHashes(html: string | Buffer): string[];
export declare function pagePolicy(scriptHashes: string[]): string;
export declare function sharedCachePolicy<T>(value: T, env?: Record<string, string | undefined>): T | string;
