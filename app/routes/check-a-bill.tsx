import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { authorize } from "~/.server/auth/authorize.server";
import { rememberWayBack } from "~/.server/auth/way-back.server";
import { searchHospitals } from "~/.server/bills/hospital.server";
import { keepVisitorCheck, previewBillCheck, type BillCheckPreview } from "~/.server/bills/visitor-check.server";
import { readFormData, replyToFailure } from "~/.server/forms.server";
import { pageLang } from "~/.server/page-lang.server";
import { billWords } from "~/components/bills/bill-words";
import { BillFindings } from "~/components/bills/BillFindings";
import { useState } from "react";
import { BillReader } from "~/components/bill-reading/BillReader";
import { withRead, type ReadFill } from "~/components/bill-reading/read-fill";
import { CheckBillForm } from "~/components/bills/CheckBillForm";
import type { HospitalOption } from "~/domain/bill-views";
import { HospitalSearch } from "~/components/bills/HospitalSearch";
import publicStyles from "~/components/public-site.css?url";
import { useFocusWhenShown } from "~/components/useFocusWhenShown";
import { rootAppUrl, seoMeta } from "~/components/seo";
import { flatFieldsOf, SAVE_BILL_CHECK } from "~/domain/bill-check-fields";
import { checkBillSchema } from "~/domain/bills";
import { parseForm } from "~/utils/forms";
import { messagesIn } from "~/i18n/pick";
import { es } from "~/i18n/site/es";

/** `?lang=es` (or a Spanish browser): the whole page, `<html lang>`, header and footer in Spanish. */
export const handle = { messagesFor: messagesIn(es) };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/check-a-bill",
    title:
      data?.lang === "es"
        ? "Revise una factura del hospital, gratis | Care Finder"
        : "Check a hospital bill, free | Care Finder",
    description:
      data?.lang === "es"
        ? "Escriba las líneas de una factura del hospital y vea cada una junto al precio en efectivo que publica el propio hospital, un rango justo y lo que paga Medicare. Sin cuenta."
        : "Type the lines of a hospital bill and see each one beside the hospital's own posted cash price, a fair range and what Medicare pays. No account needed.",
  });

const SAVE_INTENT = "save";
/** A checked bill is the visitor's own: no browser or proxy keeps it. */
const PRIVATE = { "Cache-Control": "private, no-store" };

/** The action's answer keeps its Cache-Control (Remix drops an action's headers unless the route passes them on). */
export const headers: HeadersFunction = ({ actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? PRIVATE : new Headers();

/**
 * "Check a bill" for everyone (docs/product.md#bill-check): the hospital list is searched with a plain GET (?q=).
 * A signed-in member has their own form, which saves the case as it checks it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if ((await authorize(context.server, request, "member")).ok) throw redirect(`/dashboard/bills/new${url.search}`);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const hospitals = await searchHospitals(context.server, q);
  return {
    lang: pageLang(request),
    q,
    hospitals: hospitals.map(({ ccn, name, city, state }) => ({ ccn, name, city, state })),
  };
}

/**
 * "Check this bill" answers the check (the member's service, nothing written); "Save this check" keeps what was
 * typed for an hour and sends the visitor to join, their dashboard opening it once they are in. A POST's answer
 * is never cached (worker/edge-cache.ts caches GET and HEAD only).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request, checkBillSchema, { also: ["intent"] });
  const submission = parseForm(formData, checkBillSchema);
  if (submission.status === undefined) return data({ result: submission.reply(), preview: null }, { headers: PRIVATE });
  if (submission.status !== "success")
    return data({ result: submission.reply(), preview: null }, { status: 400, headers: PRIVATE });
  try {
    if (formData.get("intent") === SAVE_INTENT) {
      const id = await keepVisitorCheck(context.server, submission.value);
      // The language the visitor read the check in comes along to sign-in and back to their saved check.
      const es = pageLang(request) === "es" ? "&lang=es" : "";
      const back = rememberWayBack(`/dashboard/bills/new?check=${id}${es}`);
      return redirect(`/sign-in?then=${SAVE_BILL_CHECK}${es}`, { headers: { "Set-Cookie": back } });
    }
    const preview: BillCheckPreview = await previewBillCheck(context.server, submission.value);
    return data({ result: submission.reply(), preview }, { headers: PRIVATE });
  } catch (error) {
    const { result, init } = replyToFailure(submission, error, { request });
    return data({ result, preview: null }, { status: init.status, headers: PRIVATE });
  }
}

export default function CheckABillPublicPage() {
  const { lang, q, hospitals } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const preview = answer?.preview ?? null;
  const w = billWords(lang);
  const [read, setRead] = useState<ReadFill | null>(null);
  return (
    <div className="container page" lang={lang}>
      <h1>{w.checkABill}</h1>
      <p className="lead">{w.publicLead}</p>
      {preview ? <CheckResult preview={preview} lang={lang} /> : null}
      <BillReader lang={lang} searchPath="/check-a-bill" onFill={setRead} />
      <HospitalSearch q={q} lang={lang} />
      <CheckBillForm
        key={read?.key}
        start={read?.start}
        lastResult={read ? null : answer?.result}
        hospitals={withRead(withChosen(hospitals, preview), read)}
        documents={[]}
        searched={q !== ""}
        searchPath="/check-a-bill"
        lang={lang}
      />
    </div>
  );
}

/** The list the form offers, with the checked bill's hospital in it whatever was searched since. */
function withChosen(hospitals: HospitalOption[], preview: BillCheckPreview | null): HospitalOption[] {
  if (!preview || hospitals.some((h) => h.ccn === preview.typed.ccn)) return hospitals;
  const { hospital_name: name, hospital_city: city, hospital_state: state } = preview;
  return [{ ccn: preview.typed.ccn, name, city, state }, ...hospitals];
}

/** The answer, focused (a screen reader reads it); then "Save this check", which sends what was typed along unseen. */
function CheckResult({ preview, lang }: { preview: BillCheckPreview; lang: string }) {
  const heading = useFocusWhenShown<HTMLHeadingElement>(preview);
  const w = billWords(lang);
  return (
    <section aria-labelledby="check-result-title">
      <h2 id="check-result-title" ref={heading} tabIndex={-1}>
        {w.resultTitle(preview.hospital_name, preview.hospital_city)}
      </h2>
      <BillFindings bill={preview} lang={lang} />
      <Form method="post" className="card">
        <h2>{w.save.title}</h2>
        <p>{w.save.body}</p>
        {flatFieldsOf(preview.typed).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value={SAVE_INTENT} className="btn btn-primary">
          {w.save.button}
        </button>
      </Form>
      <h2>{w.save.again}</h2>
    </section>
  );
}
