/** "Messages": the member's general conversation with the team (docs/product.md#messages-with-the-team). Client-safe. */
import * as v from "valibot";
import { requiredText } from "./common";

export const MESSAGE_WORDS = {
  required: "Please write your message",
  sent: "Your message is sent. We answer within one business day.",
  replied: "Reply sent. The member is told by email that a reply is waiting.",
} as const;

export const messageSchema = v.object({ body: requiredText(MESSAGE_WORDS.required, 5000) });

/** How often an open conversation asks for new messages (ms): polling, docs/decisions/0054-calls-and-one-inbox.md. */
export const MESSAGE_POLL_MS = 10_000;
