export declare const CHROMIUM_PATH: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare function testChromiumPath(): string;
export declare const CHROMIUM_ARGS: string[];
