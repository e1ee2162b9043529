export declare const CHROMIUM_HELP: string;
export declare function findChromium(): string | null;
