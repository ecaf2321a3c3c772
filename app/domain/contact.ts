/**
 * Contact modal (docs/product.md#pages, docs/product.md#validation, docs/product.md#api).
 * One schema for the modal and the server.
 */
import * as v from "valibot";
import { emailSchema, headerSafe, requiredText } from "./common";

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameOneLine: "Your name must be a single line without control characters",
  messageRequired: "Message is required",
  sent: "Message sent successfully!",
  failed: "Failed to send message",
  unexpected: "An unexpected error occurred",
  rateLimited: "You have sent several messages in a short time. Please wait a minute and try again.",
} as const;

export const contactSchema = v.object({
  // The name is written into the support email's subject.
  name: v.pipe(requiredText(CONTACT_MESSAGES.nameRequired, 200), headerSafe(CONTACT_MESSAGES.nameOneLine)),
  email: emailSchema,
  message: requiredText(CONTACT_MESSAGES.messageRequired, 5000),
});

/** Submit stays disabled until all three are non-empty after trimming (docs/product.md#validation). */
export function contactReady(values: { name: string; email: string; message: string }): boolean {
  return [values.name, values.email, values.message].every((value) => value.trim() !== "");
}
