/**
 * The call's refusals and answers in the page's language. The schemas and the booking service word them in
 * English (app/domain/calls.ts's CALL_MESSAGES, as `/api/calls` answers them); the page shows each by its key
 * in app/i18n/calls. A message not among them shows as it came.
 */
import { CALL_MESSAGES, CALL_PLAN } from "~/domain/calls";
import type { CallWords } from "~/i18n/calls/en";

type Key = keyof CallWords["messages"];

export function callMessageIn(w: CallWords, english: string): string {
  const key = (Object.keys(w.messages) as Key[]).find((k) => CALL_MESSAGES[k] === english);
  if (!key) return english;
  const said = w.messages[key];
  return typeof said === "function" ? said(CALL_PLAN.label) : said;
}
