// A Vite plugin for the browser's build (vite.config.ts): `*.ssr.tsx` modules are what only the server renders (a
// component the browser loads lazily, e.g. app/components/prices/MedicaidCheck.ssr.tsx). In the browser's build
// each is empty, so a static import of one (behind `import.meta.env.SSR`) does not pull its code and words into
// the page's first-visit chunks (Rollup keeps any module it cannot prove free of side effects, e.g. a list built
// by a call, once something imports it statically, even a binding it then drops); every name imported from it is `undefined` there. The dev server and the server
// build load them as they are.

export const SSR_ONLY = /\.ssr\.tsx$/;

/** @returns {import("vite").Plugin} */
export function ssrOnlyModules() {
  return {
    name: "ssr-only-modules",
    enforce: "pre",
    load(id, options) {
      if (options?.ssr || !SSR_ONLY.test(id)) return null;
      return { code: "export default {};", syntheticNamedExports: true };
    },
  };
}
