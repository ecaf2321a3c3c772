import type { CodeLookup } from "~/domain/code-lookup";
import { formatUsd, formatUsdRange } from "~/format/money";

/** The answer to "Look up any code this hospital posts": its posted cash price and the national range, in words. */
export function CodeLookupAnswer({ lookup, hospitalName }: { lookup: CodeLookup; hospitalName: string }) {
  if (lookup.invalid)
    return (
      <p role="status">A code is 5 characters, like 99285 or J1885, and any modifier after a dash, like 73721-RT.</p>
    );
  const { base, status, posted, range } = lookup;
  return (
    <div role="status" className="card">
      <h3>{base}</h3>
      {status === "posted" && posted !== null ? (
        <p>
          {hospitalName} posts a cash price of <strong className="tabular">{formatUsd(posted)}</strong> for {base}
          {base.startsWith("J") ? " per billing unit" : ""}. That is the hospital&apos;s own claim, from its
          price-transparency file (January 2026).
        </p>
      ) : status === "not_posted" ? (
        <p>This hospital posts no cash price for {base}. Under the price-transparency rule you may ask it for one.</p>
      ) : (
        <p>This hospital&apos;s price for {base} is not in our data yet.</p>
      )}
      {range && range.p25 !== null && range.p75 !== null ? (
        <p>
          National range: the middle half of {range.hospitals.toLocaleString("en-US")} U.S. hospitals post{" "}
          <span className="tabular">{formatUsdRange(range.p25, range.p75)}</span> for {base}.
        </p>
      ) : (
        <p>We have no national range for {base}: our ranges cover the codes at least 20 hospitals post.</p>
      )}
    </div>
  );
}
