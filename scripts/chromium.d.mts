export declare const CHROMIUM_PATH: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare function testChromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
