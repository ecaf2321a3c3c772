import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { DEFAULT_DEDUCTIBLE } from "~/.server/prices/engine";
import { DATASETS } from "~/.server/prices/prices.server";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/methodology",
    title: "How we estimate prices | Care Finder",
    description:
      "The public data behind Care Finder's price previews (Medicare fee schedules, regional cost indices, hospital cash prices), the formulas we use and their limits.",
  });

export function loader() {
  return { datasets: Object.values(DATASETS), deductible: DEFAULT_DEDUCTIBLE };
}

export default function Methodology() {
  const { datasets, deductible } = useLoaderData<typeof loader>();
  return (
    <div className="container page prose">
      <h1>How we estimate prices</h1>
      <p className="lead">
        Our price previews are <strong>estimates, not quotes</strong>. They come from public data and a simple method
        you can check. Your real bill depends on the provider, your plan and how much of your deductible is left.
      </p>

      <h2>The data</h2>
      <ul>
        {datasets.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>
        Medicare amounts are 2025 rates. Hospital prices come from the price lists U.S. hospitals must publish; we use
        the cash (self-pay) prices of about 3,500 hospitals, taken from files gathered in January 2026.
      </p>

      <h2>The three figures</h2>
      <h3>National average</h3>
      <p>
        The middle (median) cash price across U.S. hospitals that list the procedure. When a hospital median is missing
        we use 1.7 times the national Medicare amount.
      </p>
      <p className="formula">N = hospital cash median (or 1.7 × Medicare national)</p>

      <h3>Self-pay near you</h3>
      <p>
        We start from Medicare&apos;s amount for the procedure and adjust it to your area with Medicare&apos;s own
        geographic cost index for your ZIP code (rent, wages and insurance costs differ from place to place). Cash prices
        at independent imaging centers, labs and offices usually fall between that amount and 1.7 times it. Lab fees are
        the same nationwide, so they are not adjusted.
      </p>
      <p className="formula">M = Medicare national × regional factor; self-pay = M … 1.7 × M</p>
      <p>
        Hospital outpatient departments usually charge more. We also show the middle half of hospital cash prices,
        adjusted by how your state&apos;s hospitals compare with the national median (only where at least 10 hospitals
        report).
      </p>

      <h3>With insurance</h3>
      <p>
        Employer plans typically pay hospitals and doctors about 1.7 to 3 times what Medicare pays. Until you meet your{" "}
        <strong>deductible</strong> (the amount you pay each year before your plan starts sharing costs), you pay that
        whole negotiated price. After it, you usually pay a share, called <strong>coinsurance</strong>; we assume 21%.
        When we don&apos;t know your deductible we use the 2024 average for single coverage, ${deductible.toLocaleString("en-US")}.
      </p>
      <p className="formula">
        A = 1.7 × M … 3 × M; out of pocket = min(A, D) + 0.21 × max(0, A − D), D = ${deductible.toLocaleString("en-US")}
      </p>
      <p>
        Preventive screenings (for example a screening mammogram or colonoscopy) cost <strong>$0 in network</strong>{" "}
        under most plans. If the test becomes diagnostic, for example a polyp is removed, cost-sharing can apply.
      </p>

      <h3>Display rules</h3>
      <ul>
        <li>Every price we show is rounded up to the next $100.</li>
        <li>
          The top of the self-pay and insurance ranges is capped at the national average, because you can usually choose
          to pay cash instead.
        </li>
        <li>If we have no regional data for your ZIP code, we show national estimates and say so.</li>
      </ul>

      <h2>Limits you should know</h2>
      <ul>
        <li>
          For surgery and endoscopy, Medicare&apos;s figure is the doctor&apos;s fee only. Facility and anesthesia fees
          are extra. Hospital cash prices are often the facility fee alone.
        </li>
        <li>Some hospitals list a &quot;cash&quot; price equal to their full charge, which pushes medians up a little.</li>
        <li>State comparisons are noisy where few hospitals report, and state rules (for example in Maryland and New Jersey) shape prices.</li>
        <li>Rates change every year; these are 2025 Medicare rates.</li>
      </ul>

      <h2>About procedure codes</h2>
      <p>
        CPT® codes and descriptions are copyright American Medical Association. All rights reserved. CPT is a
        registered trademark of the American Medical Association. We show the codes with our own plain-English names,
        not the AMA descriptions.
      </p>

      <p>
        <Link className="btn btn-primary" to="/">
          Preview a price
        </Link>
      </p>
    </div>
  );
}
