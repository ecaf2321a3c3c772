import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mailboxAttachment } from "~/.server/dev/mailbox.server";
import { notFoundAction, throwAsResponse } from "~/.server/dev/development.server";

/** `GET /dev/mail/:id/attachments/:index` (development only): the attachment as a download. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const index = Number(params.index);
  if (!Number.isInteger(index) || index < 0) throw new Response("Not found", { status: 404 });
  return mailboxAttachment(context.server, params.id ?? "", index).catch(throwAsResponse);
}

export const action = notFoundAction;
