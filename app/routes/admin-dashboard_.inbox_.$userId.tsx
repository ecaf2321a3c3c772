import { languageForTeam } from "~/domain/member-language";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { userForAdminPage } from "~/.server/admin/user-page.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { postMessage, readConversation } from "~/.server/messages/conversation.server";
import adminStyles from "~/components/admin/admin.css?url";
import { BackLink } from "~/components/BackLink";
import { RouteErrorPage } from "~/components/ErrorPage";
import { Conversation } from "~/components/messages/Conversation";
import { MESSAGE_WORDS, messageSchema } from "~/domain/messages";

export const meta: MetaFunction = () => [
  { title: "Conversation | Inbox | Care Finder" },
  { name: "robots", content: "noindex" },
];
export const links = () => [{ rel: "stylesheet", href: adminStyles }];

/** One member's general conversation, for the team; opening it marks the member's messages read. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(context.server, request);
  const member = await userForAdminPage(context.server, params.userId ?? "");
  const replied = new URL(request.url).searchParams.get("sent") === "1";
  return { member, replied, messages: await readConversation(context.server, member.id, "team") };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.server, request);
  const userId = params.userId ?? "";
  const answer = await submitForm(await readFormData(request, messageSchema), messageSchema, (value) =>
    postMessage(context.server, admin, userId, value),
  );
  if (answer.ok) return redirect(`/admin-dashboard/inbox/${userId}?sent=1`);
  return data({ result: answer.result }, answer.init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/admin-dashboard/inbox", label: "Back to the Inbox" }} />;
}

export default function AdminConversation() {
  const { member, messages, replied } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="container page">
      <BackLink to="/admin-dashboard/inbox">Back to the Inbox</BackLink>
      <h1>Messages with {member.name ?? member.email}</h1>
      <p className="muted">Language: {languageForTeam(member.language)}</p>
      {replied ? (
        <p className="alert alert-success" role="status">
          {MESSAGE_WORDS.replied}
        </p>
      ) : null}
      <Conversation
        messages={messages}
        reader="team"
        label="Your reply"
        errors={posted?.result.error?.body ?? posted?.result.error?.[""]}
      />
    </div>
  );
}
