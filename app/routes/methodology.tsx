import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadHospitalCodesAbout } from "~/.server/hospitals/hospital-codes.server";
import { DEFAULT_DEDUCTIBLE } from "~/.server/prices/engine.server";
import { DATASETS } from "~/.server/prices/datasets.server";
import { listProcedures } from "~/.server/prices/prices.server";
import { StateCoverageSources } from "~/components/methodology/StateCoverageSources";
import publicStyles from "~/components/public-site.css?url";
import { BillCheckSources } from "~/components/methodology/BillCheckSources";
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

export async function loader({ context }: LoaderFunctionArgs) {
  const catalog = new Map<string, { slug: string; name: string; codes: string[] }[]>();
  const [procedures, hospitalCodes] = await Promise.all([
    listProcedures(context.server),
    loadHospitalCodesAbout(context.server),
  ]);
  for (const p of procedures) {
    catalog.set(p.category, [...(catalog.get(p.category) ?? []), { slug: p.slug, name: p.name, codes: p.codes }]);
  }
  return {
    datasets: Object.values(DATASETS),
    deductible: DEFAULT_DEDUCTIBLE,
    catalog: [...catalog.entries()].sort(([a], [b]) => a.localeCompare(b)),
    hospitalCodes,
  };
}

export default function Methodology() {
  const { datasets, deductible, catalog, hospitalCodes } = useLoaderData<typeof loader>();
  const count = catalog.reduce((n, [, rows]) => n + rows.length, 0);
  return (
    <div className="container page prose">
      <h1>How we estimate prices</h1>
      <p className="lead">
        Our price previews are <strong>estimates, not quotes</strong>. They come from public data and a simple method
        you can check. Your real bill depends on the provider, your plan and how much of your deductible is left.
      </p>

      <h2>The data we use</h2>
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
        The middle (median) cash price posted by the U.S. hospitals that list the procedure (the card says how many). It
        is a hospital price, usually the hospital&apos;s own fee, so it sits above what an independent imaging center,
        lab or office charges; that is why the self-pay range near you is often much lower. When a hospital median is
        missing we use 1.7 times the national Medicare amount.
      </p>
      <p className="formula">N = hospital cash median (or 1.7 × Medicare national)</p>

      <h3>Self-pay near you</h3>
      <p>
        We start from what Medicare pays for everything the procedure involves, adjusted to your area with
        Medicare&apos;s own geographic cost index for your ZIP code (rent, wages and insurance costs differ from place
        to place). Cash prices usually fall between that amount and 1.7 times it. Lab fees are the same nationwide, so
        they are not adjusted.
      </p>
      <ul>
        <li>
          <strong>Office services</strong> (imaging, labs, visits, therapy): Medicare&apos;s full fee for the service at
          an independent center or office, which already covers the equipment, the staff and the doctor.
        </li>
        <li>
          <strong>Procedures done in a facility</strong> (surgery, endoscopy, heart catheterization): the estimate is
          all-in. It adds the doctor&apos;s fee (at Medicare&apos;s facility rate), the facility&apos;s fee and the
          anesthesia base fee. The facility is a surgery center where Medicare covers the procedure there, and a
          hospital outpatient department otherwise or where the procedure is usually done in hospital (heart
          catheterization). Facility fees are Medicare&apos;s national rates, not adjusted for your area.
        </li>
        <li>
          <strong>Hospital stays</strong> (deliveries): the doctor&apos;s fee and the anesthesia base fee. We have no
          public figure for the hospital stay itself, so the card says it is not included. Prostate removal is priced
          with the hospital outpatient fee Medicare pays for it, and an open breast-lump removal all-in at a surgery
          center (about $2,012 at Medicare&apos;s national rates), not as an office visit.
        </li>
        <li>
          <strong>Parts billed on top</strong>: a biopsy or polyp removal includes the pathology exam of one tissue
          sample (CPT 88305), and a blood test includes the blood draw (36415).
        </li>
      </ul>
      <p className="formula">
        M = Medicare amount near you = (doctor + anesthesia) × regional factor + facility; self-pay = M … 1.7 × M
      </p>

      <h3>Scans priced by their parts (MRI and CT)</h3>
      <p>
        With insurance, an MRI or CT scan is usually billed by a hospital in two parts: the scan itself (the technical
        part, which Medicare pays at its hospital outpatient rate) and the radiologist&apos;s read of the images, billed
        by the doctor. We price each part with its own ratio: the read at about 1.8 times Medicare (what plans pay
        radiologists, Urban Institute), the scan at 1.5 to 3.58 times Medicare&apos;s hospital outpatient rate. For a
        knee MRI in Manhattan that gives about $489 to $992 before the deductible, in line with what commercial plans
        allow ($481 to $1,577). The self-pay range is an independent imaging center&apos;s cash price for the scan and
        the read, which is often much lower; the card then says by how much.
      </p>
      <p className="formula">insured allowed amount = read × regional factor × 1.8 + hospital scan rate × 1.5 … 3.58</p>

      <h3>With insurance: before and after your deductible</h3>
      <p>
        Insurers pay a negotiated price (the &quot;allowed amount&quot;), higher than Medicare&apos;s. How much higher
        depends on the kind of service, so each part of the estimate uses its own published ratio:
      </p>
      <ul>
        <li>
          doctors, office services and labs: 1.18 to 1.79 times Medicare (KFF literature review, physician services);
        </li>
        <li>
          hospital outpatient facility fees: 1.5 to 3.58 times Medicare (same review, hospital outpatient services);
        </li>
        <li>surgery center fees: 1.71 times Medicare (RAND, Round 5.1);</li>
        <li>
          anesthesia: about 3.3 times Medicare, and a radiologist&apos;s read about 1.8 (Urban Institute, by specialty).
        </li>
      </ul>
      <p>
        Until you meet your <strong>deductible</strong> (the amount you pay each year before your plan starts sharing
        costs), you pay that whole allowed amount: that is the main &quot;with insurance&quot; figure. Once the
        deductible is met you usually pay a share, called <strong>coinsurance</strong>; we assume 21%, and show that
        second line as &quot;after your deductible&quot;. When we don&apos;t know your deductible we use the 2024
        average for single coverage, ${deductible.toLocaleString("en-US")}.
      </p>
      <p className="formula">
        before: min(A, D) + 0.21 × max(0, A − D), D = ${deductible.toLocaleString("en-US")}; after: 0.21 × A
      </p>
      <p>
        When the middle of the self-pay range is at most 85% of the middle of the before-deductible range, the card says{" "}
        <strong>cash may be cheaper than your insurance</strong> and by about how many dollars: until the deductible is
        met you pay the plan&apos;s rate in full, and a cash price is often lower. A smaller gap is within the error of
        our estimates, so we say nothing. Preventive screenings (for example a screening mammogram or colonoscopy) cost{" "}
        <strong>$0 in network</strong> under most plans. If the test becomes diagnostic, for example a polyp is removed,
        cost-sharing can apply.
      </p>

      <h3>Hospital cash prices</h3>
      <p>
        Below the three figures we show the middle half of the cash prices hospitals post for the procedure (from the
        25th to the 75th percentile), adjusted by how your state&apos;s hospitals compare with the national median (only
        where at least 10 hospitals report; the card says whether it was adjusted). It is not capped: it is what
        hospitals post. For most procedures it is the hospital&apos;s own fee; some hospitals post packages or the
        doctor&apos;s fee. For MRI and CT we add the radiologist&apos;s read, which hospitals bill apart.
      </p>
      <p className="formula">hospital = 25th percentile × state factor … 75th percentile × state factor</p>

      <h3>Hospitals near you</h3>
      <p>
        Below the figures we list up to ten hospitals within 100 miles of your ZIP code that post a cash price for the
        procedure: the price each one posted itself (not our estimate), its distance in a straight line from the centre
        of your ZIP code, and its CMS overall star rating (1 to 5; many small hospitals are not rated). When no hospital
        is that near, we say so and how far the nearest one is. You can sort the list by price.
      </p>
      <ul>
        <li>
          Prices are what each hospital posted in its price-transparency file, as of January 2026. They are not quotes.
        </li>
        <li>
          Some hospitals cannot be placed on a map (CMS has no location for them); they are left out of the list, and we
          say how many in your state post a price.
        </li>
        <li>
          If we have no centre point for your ZIP code (for example a PO box ZIP), we measure from the middle of the ZIP
          codes that share its first three digits, and say so.
        </li>
        <li>
          A posted price more than 3 times the national hospital median for the procedure is marked as such; one under a
          quarter of it is marked as likely covering only part of the service, and sorting by price puts those last.
        </li>
        <li>Each hospital&apos;s page lists every cash price it posts for the procedures we cover.</li>
        <li>
          We show hospital names without company suffixes such as &quot;Inc&quot; or &quot;LLC&quot; or the
          &quot;CAH&quot; (critical access hospital) tag; the hospital&apos;s page also gives the legal name that
          appears on its bills.
        </li>
      </ul>

      <h3>Display rules</h3>
      <ul>
        <li>Every price we show is rounded up to the next $100.</li>
        <li>
          A figure that rounds to $100 reads &quot;under $100&quot;, with our estimate to the dollar beside it, so a $10
          lab test is not shown as $100.
        </li>
        <li>
          The top of the self-pay and before-deductible ranges is capped at the national average, because you can
          usually choose to pay cash instead. The cap lowers the top only: self-pay never starts below Medicare&apos;s
          own amount near you.
        </li>
        <li>
          When the national average sits outside every range on the card, the card says why (for example, prices in your
          area run above the national median).
        </li>
        <li>If we have no regional data for your ZIP code, we show national estimates and say so.</li>
      </ul>

      <StateCoverageSources />

      <h2>What is still left out, and other limits</h2>
      <ul>
        <li>
          The hospital stay of a birth (we show published whole-birth figures beside the doctor&apos;s part), anesthesia
          time, pathology for more than one tissue sample, and drugs or contrast given with an injection or scan.
        </li>
        <li>
          Facility fees are Medicare&apos;s national rates, and the anesthesia base units come from CMS&apos;s 2022
          file, the latest published. Anesthesia time is not included because no public source gives a typical length.
        </li>
        <li>The insurer ratios are national averages over very different markets; your plan may pay more or less.</li>
        <li>
          Some hospitals list a &quot;cash&quot; price equal to their full charge, which pushes medians up a little.
        </li>
        <li>
          State comparisons are noisy where few hospitals report, and state rules (for example in Maryland and New
          Jersey) shape prices.
        </li>
        <li>Rates change every year; these are 2025 Medicare rates.</li>
      </ul>

      <BillCheckSources about={hospitalCodes} />

      <h2 id="procedures">The {count} procedures we price</h2>
      <p>By kind of care, with the CPT or HCPCS codes each estimate covers.</p>
      {catalog.map(([category, rows]) => (
        <section key={category} aria-labelledby={`catalog-${category}`}>
          <h3 id={`catalog-${category}`}>{category}</h3>
          <ul className="methodology-catalog">
            {rows.map((p) => (
              <li key={p.slug}>
                <Link to={`/?procedure=${p.slug}`}>{p.name}</Link>{" "}
                <span className="muted">({p.codes.join(" + ")})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>About procedure codes</h2>
      <p>
        CPT® codes and descriptions are copyright American Medical Association. All rights reserved. CPT is a registered
        trademark of the American Medical Association. We show the codes with our own plain-English names, not the AMA
        descriptions.
      </p>

      <p>
        <Link className="btn btn-primary" to="/">
          Preview a price
        </Link>
      </p>
    </div>
  );
}
