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
import { pageLang } from "~/.server/page-lang.server";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { en as navEn } from "~/i18n/member-nav/en";
import { es as navEs } from "~/i18n/member-nav/es";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).pageTitle },
  { name: "robots", content: "noindex" },
];

/** The member's conversation with the team; opening it marks the team's replies read. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return {
    messages: await readConversation(context.server, user.id, "member"),
    sent,
    lang: pageLang(request, user.session.profile.language),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const answer = await submitForm(
    await readFormData(request, messageSchema, { lang: pageLang(request, user.session.profile.language) }),
    messageSchema,
    (value) => postMessage(context.server, user, user.id, value),
  );
  if (answer.ok) return redirect("/dashboard/messages?sent=1");
  return data({ result: answer.result }, answer.init);
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en: navEn, es: navEs }).backToDashboard }} />
  );
}

export default function MessagesPage() {
  const { messages, sent } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const w = wordsIn(useLang(), { en, es });
  const errors = posted?.result.error?.body ?? posted?.result.error?.[""];
  return (
    <DashboardSubpage title={w.title}>
      <p>{w.lead}</p>
      {sent ? (
        <p className="alert alert-success" role="status">
          {w.sent}
        </p>
      ) : null}
      <Conversation
        messages={messages}
        reader="member"
        label={w.yourMessage}
        // The one refusal the form has ("write something") in the page's words.
        errors={errors?.map((error) => (error === MESSAGE_WORDS.required ? w.required : error))}
      />
    </DashboardSubpage>
  );
}
