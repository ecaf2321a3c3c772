import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { signOut } from "~/.server/auth/account.server";

/** Sign Out posts here (header, dashboards). GET signs no one out: a link cannot end a session. */
export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await signOut(context.server, request);
  return redirect("/", { headers: { "Set-Cookie": cookie } });
}

export const loader = () => redirect("/");
