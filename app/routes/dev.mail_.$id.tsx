import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getMailboxMessage } from "~/.server/dev/mailbox.server";
import { MAILBOX_HEADERS, renderMailboxMessage } from "~/.server/dev/mailbox-view.server";
import { notFoundAction, throwAsResponse } from "~/.server/dev/development.server";

/** `GET /dev/mail/:id` (development only): one message as its recipient reads it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const message = await getMailboxMessage(context.server, params.id ?? "").catch(throwAsResponse);
  return new Response(await renderMailboxMessage(message), { headers: MAILBOX_HEADERS });
}

export const action = notFoundAction;
