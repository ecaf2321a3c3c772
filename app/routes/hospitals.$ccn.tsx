import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { lookUpHospitalCode } from "~/.server/hospitals/code-lookup.server";
import { asPage } from "~/.server/pages.server";
import { getHospitalPage } from "~/.server/hospitals/hospitals.server";
import { RouteErrorPage } from "~/components/ErrorPage";
import { HospitalCaveats, StarRating } from "~/components/NearbyHospitals";
import { formatUsd } from "~/format/money";
import { CodeLookupAnswer } from "~/components/CodeLookupAnswer";
import publicStyles from "~/components/public-site.css?url";
import { seoMeta } from "~/components/seo";
import { previewAddress, previewSearchIn } from "~/utils/price-preview-url";
import { hospitalsEn } from "~/i18n/prices/hospitals.en";
import { hospitalsEs } from "~/i18n/prices/hospitals.es";
import { carriedLang } from "~/utils/carried-lang";
import { wordsIn } from "~/i18n/pick";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        appUrl: data.appUrl,
        path: `/hospitals/${data.hospital.ccn}`,
        title: `${data.hospital.name}: posted cash prices | Care Finder`,
        description: `The cash prices ${data.hospital.name} (${data.hospital.city ? `${data.hospital.city}, ` : ""}${data.hospital.state}) posts for common procedures, with its CMS star rating.`,
      })
    : [{ title: "Hospital not found | Care Finder" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const hospital = await asPage(getHospitalPage(context.server, (params.ccn ?? "").toUpperCase()));
  const code = new URL(request.url).searchParams.get("code");
  const lookup = code ? await asPage(lookUpHospitalCode(context.server, hospital.ccn, code)) : null;
  return { hospital, lookup, appUrl: context.server.env.APP_URL };
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/", label: "Back to price preview" }} />;
}

const OWNER: Record<string, string> = {
  "non-profit": "Non-profit",
  "for-profit": "For-profit",
  government: "Government",
};

/** Who owns the hospital and whether it runs an emergency department (CMS Hospital General Information). */
function HospitalFacts({
  ownership,
  emergencyServices,
}: Pick<ReturnType<typeof useLoaderData<typeof loader>>["hospital"], "ownership" | "emergencyServices">) {
  if (!ownership && emergencyServices === null) return null;
  return (
    <>
      <dl className="hospital-facts">
        {ownership ? (
          <div>
            <dt>Ownership</dt>
            <dd>{ownership.kind ? `${OWNER[ownership.kind]} (CMS: ${ownership.label})` : `CMS: ${ownership.label}`}</dd>
          </div>
        ) : null}
        {emergencyServices !== null ? (
          <div>
            <dt>Emergency services</dt>
            <dd>{emergencyServices ? "Yes, it has an emergency department" : "No emergency department"}</dd>
          </div>
        ) : null}
      </dl>
      {ownership?.kind === "non-profit" ? (
        <p>
          As a non-profit hospital it must keep a written financial assistance policy (IRS section 501(r)): ask it for
          that policy if a bill is hard to pay, and see our bill check.
        </p>
      ) : null}
    </>
  );
}

/** One hospital's posted cash prices for the procedures we cover, reached from the "hospitals near you" list. */
export default function HospitalPrices() {
  const { hospital, lookup } = useLoaderData<typeof loader>();
  const town = [hospital.city, hospital.state].filter(Boolean).join(", ");
  // Reached from a preview's hospital list, the page names that preview (`?zip=…&procedure=…`) to go back to,
  // and the language it was in (`&lang=es`: the Spanish page's list), so the way back is in that language.
  const query = new URLSearchParams(useLocation().search);
  const preview = previewSearchIn(query);
  const back = wordsIn(carriedLang(query.get("lang")), { en: hospitalsEn, es: hospitalsEs });
  return (
    <div className="container page prose">
      <p>
        <Link
          to={preview ? previewAddress(preview, back.previewPage) : back.previewPage}
          lang={back.lang === "en" ? undefined : back.lang}
        >
          {back.backToPreview}
        </Link>
      </p>
      <h1>{hospital.name}</h1>
      {hospital.legalName !== hospital.name ? (
        <p className="muted">Name on its bills (CMS): {hospital.legalName}</p>
      ) : null}
      <p className="lead">
        {[hospital.address, town, hospital.zip].filter(Boolean).join(" · ")}
        {hospital.located ? "" : ". We cannot place this hospital on a map, so it is not in distance lists"}
      </p>
      <p>
        CMS overall rating: <StarRating stars={hospital.stars} />
      </p>
      <HospitalFacts ownership={hospital.ownership} emergencyServices={hospital.emergencyServices} />
      <h2>Posted cash prices</h2>
      <table className="nearby-hospitals__table">
        <caption className="visually-hidden">Cash prices posted by {hospital.name}</caption>
        <thead>
          <tr>
            <th scope="col">Procedure</th>
            <th scope="col">Posted cash price</th>
          </tr>
        </thead>
        <tbody>
          {hospital.prices.map((p) => (
            <tr key={p.slug}>
              <th scope="row">{p.procedure}</th>
              <td className="tabular" data-label="Posted cash price">
                {formatUsd(p.cashPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 id="code-lookup">Look up any code this hospital posts</h2>
      <Form method="get" action="#code-lookup" role="search" aria-label="Look up a code">
        <div className="field">
          <label className="label" htmlFor="code">
            CPT or HCPCS code, as on a bill (like 99285, 36415 or J1885)
          </label>
          <input
            id="code"
            name="code"
            className="input"
            defaultValue={lookup?.code ?? ""}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          Look up
        </button>
      </Form>
      {lookup ? <CodeLookupAnswer lookup={lookup} hospitalName={hospital.name} /> : null}
      <HospitalCaveats />
      <p>
        <Link to="/methodology">How we estimate prices and where these come from</Link>
      </p>
    </div>
  );
}
