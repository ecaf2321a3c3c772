import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listMailbox, mailboxJson } from "~/.server/dev/mailbox.server";
import { MAILBOX_HEADERS, renderMailboxList } from "~/.server/dev/mailbox-view.server";
import { notFoundAction, throwAsResponse } from "~/.server/dev/development.server";

/** `GET /dev/mail` (development only): the local mailbox; `?format=json` → `[{to, subject, text, links, createdAt}]`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const messages = await listMailbox(context.server).catch(throwAsResponse);
  if (new URL(request.url).searchParams.get("format") === "json") {
    return Response.json(mailboxJson(messages), { headers: { "Cache-Control": "no-store" } });
  }
  return new Response(await renderMailboxList(messages), { headers: MAILBOX_HEADERS });
}

export const action = notFoundAction;
