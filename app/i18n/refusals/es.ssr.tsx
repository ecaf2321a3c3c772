/**
 * The Spanish refusals as the server holds them (./load.ts). A `.ssr.tsx` file is empty in the browser's build
 * (vite.config.ts, `ssrOnlyModules`), so an English page never downloads these words; a Spanish page loads ./es
 * when it needs them.
 */
export { es } from "./es";
