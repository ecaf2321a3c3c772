import { useMatches } from "@remix-run/react";

/** A page's way to show a form's message (an English refusal a catalog names) in its language. */
export type SayMessage = (message: string) => string;

const asIs: SayMessage = (message) => message;

/**
 * How the page says a refusal: a page in another language declares `handle.sayFor(data)` (member pages do, through
 * app/utils/member-lang.ts), which reads each message back into its code and says it in the page's words
 * (docs/decisions/0063-refusal-codes-everywhere.md). English pages, and a part drawn outside a Remix page (a
 * component test without a router), show the message as it is.
 */
export function useSayMessage(): SayMessage {
  let matches: ReturnType<typeof useMatches>;
  try {
    // Called on every render, in the same place: outside a router it throws every time, inside never.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    matches = useMatches();
  } catch {
    return asIs;
  }
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { sayFor?: (data: unknown) => SayMessage | undefined } | undefined;
    const say = handle?.sayFor?.(match.data);
    if (say) return say;
  }
  return asIs;
}
