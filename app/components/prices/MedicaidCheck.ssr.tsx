/**
 * The Medicaid check as the server draws it (LazyMedicaidCheck.tsx). A `.ssr.tsx` file is empty in the browser's
 * build (vite.config.ts, `ssrOnlyModules`), so its code and words never ride with a first visit; the browser loads
 * `./MedicaidCheck` itself when there is an answer to show.
 */
export { MedicaidCheck } from "./MedicaidCheck";
