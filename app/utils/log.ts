/**
 * The one place the code in app/ and worker/ writes to the console (ESLint's
 * no-console holds everywhere else). Server failures go through `logError`
 * (app/.server/observability.server.ts), which writes its structured entry here.
 * What goes in: what happened and an error's name, never personal data
 * (docs/architecture.md, rules of the house). Client-safe: the browser's auth
 * calls log the spec's messages through it too.
 */
export const log = {
  error: (...parts: string[]) => console.error(...parts),
  warn: (...parts: string[]) => console.warn(...parts),
  info: (...parts: string[]) => console.log(...parts),
};
