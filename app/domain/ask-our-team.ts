/**
 * "Ask our team" when the procedure search finds nothing: the new-request page, started with what was typed.
 * A visitor is asked to sign in first and comes back to it (app/.server/requests/pending-question.server.ts).
 * Apart from domain/requests.ts, whose schemas (valibot) the home page's search need not download.
 */
export function askOurTeamUrl(about: string): string {
  return `/dashboard/requests/new?${new URLSearchParams({ about: about.trim().slice(0, ASK_ABOUT_MAX) })}`;
}

/** The longest search text an "Ask our team" link carries (the search box's own limit). */
export const ASK_ABOUT_MAX = 120;
