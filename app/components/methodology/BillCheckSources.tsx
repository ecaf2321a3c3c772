import type { HospitalCodesAbout } from "~/domain/code-lookup";

const n = (value: number) => value.toLocaleString("en-US");

/** /methodology#bill-check: where each figure of a bill check comes from, how much the files cover, and their date. */
export function BillCheckSources({ about }: { about: HospitalCodesAbout | null }) {
  return (
    <section aria-labelledby="bill-check">
      <h2 id="bill-check">Where a bill check&apos;s figures come from</h2>
      <p>
        Each line of a bill is compared with three figures, each for the units billed (a drug is priced per billing
        unit) and for the code without its modifier (73721-RT is read as 73721).
      </p>
      <ul>
        <li>
          <strong>The hospital&apos;s posted cash price</strong>: the price the hospital itself posts for the code in
          the file federal law requires it to publish (45 CFR part 180), taken from files gathered in January 2026.{" "}
          {about ? (
            <>
              We hold {n(about.prices)} posted prices for {n(about.codes)} codes at {n(about.hospitals)} hospitals:
              every code that at least 45% of hospitals post, plus ER visit levels, common ER tests and drugs.
            </>
          ) : (
            <>The hospitals&apos; files are not checked yet on this server.</>
          )}{" "}
          A posted price is the hospital&apos;s own claim: we drop values that look like placeholders or mistakes (below
          $1, under 5% or over 20 times the national median for the code) but cannot check the rest, and some
          &quot;cash&quot; prices are a hospital&apos;s full charge or an insurer&apos;s lowest rate.
        </li>
        <li>
          <strong>The national range</strong>: the middle half (25th to 75th percentile) of the cash prices U.S.
          hospitals post for the code{about ? `, for ${n(about.rangeCodes)} codes that at least 20 hospitals post` : ""}
          .
        </li>
        <li>
          <strong>Medicare</strong>: for codes in our price catalog, what Medicare pays for the same part of the care
          (2025 fee schedules). For surgery that is the facility&apos;s part, as a hospital line is; for MRI and CT the
          scan&apos;s technical part.
        </li>
      </ul>
      <p>
        &quot;This hospital posts no cash price&quot; means the code is in the files of the hospitals we read and not in
        this hospital&apos;s: you may ask for it. &quot;Not in our data yet&quot; means our files do not say. Codes
        only: we show no AMA descriptions.
      </p>
    </section>
  );
}
