/**
 * The words of a refused request's page (app/components/ErrorPage.tsx) as the server says them in the page's
 * language (app/.server/forms/door-refusal.server.ts), so no client code carries them.
 */
export const en = {
  refusedTitle: "We could not accept that request",
  back: "Back to Care Finder",
};
export type ErrorPageWords = typeof en;
