import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/.server/auth/guards.server";
import { asPage } from "~/.server/bills/pages.server";
import { saveCoverageAnswers } from "~/.server/coverage/saved-answers.server";
import { coverageSearch } from "~/.server/coverage/screen-query.server";
import { coverageScreenSchema } from "~/domain/coverage";
import { parseInput } from "~/.server/validation.server";
import { readFormData } from "~/.server/forms.server";

/** "Remind me of these dates" (a plain post from the case page): keeps the answers, sets the reminders, goes back. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  const form = Object.fromEntries(await readFormData(request, coverageScreenSchema));
  const values = {
    household_size: String(form.household_size ?? ""),
    income: String(form.income ?? ""),
    state: String(form.state ?? ""),
    group: String(form.group ?? ""),
  };
  await asPage(saveCoverageAnswers(context.server, user, id, parseInput(coverageScreenSchema, values)));
  return redirect(`/dashboard/bills/${id}?${coverageSearch(values)}&saved=1#who-may-pay`);
}

export const loader = ({ params }: ActionFunctionArgs) => redirect(`/dashboard/bills/${params.id ?? ""}`);
