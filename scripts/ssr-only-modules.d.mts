import type { Plugin } from "vite";

export declare const SSR_ONLY: RegExp;
export declare function ssrOnlyModules(): Plugin;
