import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "~/.server/auth/guards.server";
import { readFormData } from "~/.server/forms.server";
import { saveLanguage } from "~/.server/profiles/language.server";
import { languageFormSchema, switchReturnPath } from "~/domain/member-language";
import { parseForm } from "~/utils/forms";

/**
 * `POST /dashboard/language`: the "Español / English" switch on every member page
 * (components/dashboard/LanguageSwitch.tsx). Saves the language on the profile and returns to the page it was on.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const submission = parseForm(await readFormData(request, languageFormSchema), languageFormSchema);
  if (submission.status !== "success") throw new Response("Choose English or Spanish.", { status: 400 });
  await saveLanguage(context.server, user.id, submission.value.language);
  return redirect(switchReturnPath(submission.value.back));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(context.server, request);
  return redirect("/dashboard");
}
