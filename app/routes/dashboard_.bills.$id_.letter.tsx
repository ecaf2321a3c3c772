import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/.server/auth/guards.server";
import { saveLetterDetails } from "~/.server/bills/letter-details.server";
import { readFormData, submitForm } from "~/.server/forms.server";
import { LetterDetailsForm } from "~/components/bills/LetterDetailsForm";
import { letterDetailsSchema } from "~/domain/letter-details";
import { billLetter } from "~/.server/bills/letter.server";
import { asPage } from "~/.server/bills/pages.server";
import { LetterArticle } from "~/components/bills/LetterArticle";
import styles from "~/components/bills/bills.module.css";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Write my letter | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  return { id: params.id ?? "", letter: await asPage(billLetter(context.server, user, params.id ?? "")) };
}

/** "Add to my letter": the account number and address are kept on the case; the letter then shows them. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context.server, request);
  const id = params.id ?? "";
  const { ok, result, init } = await submitForm(
    await readFormData(request, letterDetailsSchema),
    letterDetailsSchema,
    (details) => saveLetterDetails(context.server, user, id, details),
  );
  if (ok) return redirect(`/dashboard/bills/${id}/letter`);
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

/** A printable letter (the browser's Print) and the same letter as a PDF. */
export default function BillLetterPage() {
  const { id, letter } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <DashboardSubpage title="Write my letter">
      <LetterDetailsForm key={JSON.stringify(letter.details)} lastResult={result} saved={letter.details} />
      <p className={styles.noPrint}>
        Print this page or <a href={`/dashboard/bills/${id}/letter.pdf`}>download the letter as a PDF</a>, sign it and
        send it to the billing office. It asks for a review; the hospital decides the outcome.
      </p>
      <LetterArticle letter={letter} />
    </DashboardSubpage>
  );
}
