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
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillSubpage } from "~/components/bills/BillSubpage";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { memberPageHandle } from "~/utils/member-lang";
import { en as unmatchedEn } from "~/i18n/bill-unmatched/en";
import { es as unmatchedEs } from "~/i18n/bill-unmatched/es";
import { wordsIn } from "~/i18n/pick";

/** Header, footer and `<html lang>` in the page's language (app/utils/member-lang.ts). */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : billWords(data?.lang).letter.metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context.server, request);
  return {
    lang: pageLang(request, user.session.profile.language),
    id: params.id ?? "",
    letter: await asPage(billLetter(context.server, user, params.id ?? "")),
  };
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
  const { lang, id, letter } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const w = billWords(lang);
  return (
    <BillSubpage title={w.letter.title} lang={lang} back={w.backToDashboard}>
      <LetterDetailsForm key={JSON.stringify(letter.details)} lastResult={result} saved={letter.details} lang={lang} />
      <p className={styles.noPrint}>
        {w.letter.print}
        <a href={`/dashboard/bills/${id}/letter.pdf`}>{w.letter.download}</a>
        {w.letter.printAfter}
      </p>
      {w.letter.explainTitle ? (
        <section className={`card ${styles.noPrint}`} aria-labelledby="letter-explained-title">
          <h2 id="letter-explained-title">{w.letter.explainTitle}</h2>
          <p>{w.letter.explain[0]}</p>
          <ul>
            {w.letter.explain.slice(1, -1).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {letter.unmatched?.length ? (
              <li>{wordsIn(lang, { en: unmatchedEn, es: unmatchedEs }).explain(letter.unmatched.join(", "))}</li>
            ) : null}
          </ul>
          <p>{w.letter.explain.at(-1)}</p>
        </section>
      ) : null}
      <LetterArticle letter={letter} lang={lang} />
    </BillSubpage>
  );
}
