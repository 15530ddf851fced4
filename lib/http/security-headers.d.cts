export declare const NON_PAGE_POLICY: string;
export declare function securityHeaders(options: {
  production: boolean;
  env?: Record<string, string | undefined>;
}): { source: string; headers: { key: string; value: string }[] }[];
export declare function sharedCachePolicy(env?: Record<string, string | undefined>): string;
export declare function frameworkScriptHashes(html: string): string[];
export declare function hashedPagePolicy(html: string): string;
export declare function noncePagePolicy(nonce: string): string;
export declare const NO_INLINE_PAGE_POLICY: string;
export declare function rendersPerRequest(pathname: string): boolean;
