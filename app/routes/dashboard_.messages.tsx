import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { postMessage, readConversation } from "~/.server/messages/conversation.server";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { Conversation } from "~/components/messages/Conversation";
import { MESSAGE_WORDS, messageSchema } from "~/domain/messages";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Messages | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** The member's conversation with the team; opening it marks the team's replies read. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return { messages: await readConversation(context.server, user.id, "member"), sent };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const answer = await submitForm(await readFormData(request, messageSchema), messageSchema, (value) =>
    postMessage(context.server, user, user.id, value),
  );
  if (answer.ok) return redirect("/dashboard/messages?sent=1");
  return data({ result: answer.result }, answer.init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function MessagesPage() {
  const { messages, sent } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <DashboardSubpage title="Messages">
      <p>Write to our team about anything. Questions about a request are best asked on the request itself.</p>
      {sent ? (
        <p className="alert alert-success" role="status">
          {MESSAGE_WORDS.sent}
        </p>
      ) : null}
      <Conversation
        messages={messages}
        reader="member"
        label="Your message"
        errors={posted?.result.error?.body ?? posted?.result.error?.[""]}
      />
    </DashboardSubpage>
  );
}
