import { Link, useSearchParams } from "@remix-run/react";
import { useId, useState } from "react";
import { byPrice } from "~/domain/price-rules";
import type { NearbyHospitals as NearbyHospitalsData, PriceFlag } from "~/domain/prices";
import { formatUsd } from "~/format/money";
import { plural } from "~/utils/plural";
import { previewAddress, type PreviewSearch } from "~/utils/price-preview-url";

export function StarRating({ stars }: { stars: number | null }) {
  if (stars === null) return <span className="muted">Not rated</span>;
  return (
    <span>
      <span aria-hidden="true" className="stars">
        {"★".repeat(stars)}
        {"☆".repeat(5 - stars)}
      </span>{" "}
      {stars} of 5
    </span>
  );
}

type HospitalOrder = "distance" | "price";

/** `?sort=price` orders by price; anything else, nearest first. */
const orderFrom = (params: URLSearchParams): HospitalOrder => (params.get("sort") === "price" ? "price" : "distance");

/**
 * The hospitals nearest the ZIP that post a cash price, nearest first, with links to sort by price.
 * The links keep the page's own query (`?zip=&procedure=`) and set `?sort=`, so without JavaScript
 * the server renders the chosen order; with it, a click just reorders the table in place.
 */
export function NearbyHospitals({
  data,
  procedure,
  zip,
  preview,
}: {
  data: NearbyHospitalsData;
  procedure: string;
  zip: string;
  /** The preview this list belongs to: each hospital's page links back to it. */
  preview?: PreviewSearch;
}) {
  const [searchParams] = useSearchParams();
  const [order, setOrder] = useState<HospitalOrder>(() => orderFrom(searchParams));
  const sortHref = (next: HospitalOrder) => {
    const params = new URLSearchParams(searchParams);
    if (next === "price") params.set("sort", "price");
    else params.delete("sort");
    return `?${params}`;
  };
  const titleId = useId();
  const rows = [...data.hospitals].sort((a, b) =>
    order === "price" ? byPrice(a, b) : a.distanceMiles - b.distanceMiles,
  );
  return (
    <section className="nearby-hospitals" aria-labelledby={titleId}>
      <h3 id={titleId}>Hospitals near {zip} that post a cash price</h3>
      {data.located === null ? (
        <p>We could not place ZIP code {zip} on a map, so we cannot list hospitals near it.</p>
      ) : rows.length === 0 ? (
        <p>
          {data.nearestMiles === null
            ? `No hospital we can place on a map posts a cash price for ${procedure}.`
            : `No hospital within ${data.radiusMiles} miles of ${zip} posts a cash price for ${procedure}; the nearest one that does is ${data.nearestMiles.toFixed(0)} miles away.`}
        </p>
      ) : (
        <>
          {data.located === "zip3" ? (
            <p className="muted">
              We have no map point for ZIP {zip}, so distances are from the middle of the ZIP codes starting{" "}
              {zip.slice(0, 3)}.
            </p>
          ) : null}
          <div className="nearby-hospitals__sort" role="group" aria-label="Sort hospitals">
            {(
              [
                ["distance", "Nearest first"],
                ["price", "Lowest price first"],
              ] as const
            ).map(([value, label]) => (
              <Link
                key={value}
                to={sortHref(value)}
                className="btn btn-secondary"
                aria-current={order === value ? "true" : undefined}
                preventScrollReset
                replace
                onClick={(event) => {
                  // The rows are already here: reorder them without asking the server again.
                  event.preventDefault();
                  setOrder(value);
                }}
              >
                {label}
              </Link>
            ))}
          </div>
          <div>
            <table className="nearby-hospitals__table">
              <caption className="visually-hidden">
                {plural(rows.length, { one: "# hospital", other: "# hospitals" })} within {data.radiusMiles} miles of{" "}
                {zip},{" "}
                {order === "price" ? "lowest posted cash price first, likely partial prices last" : "nearest first"}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Hospital</th>
                  <th scope="col">Distance</th>
                  <th scope="col">Posted cash price</th>
                  <th scope="col">CMS rating</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={h.ccn}>
                    <th scope="row">
                      <Link to={`/hospitals/${h.ccn}${preview ? previewAddress(preview).slice(1) : ""}`}>{h.name}</Link>
                      <span className="nearby-hospitals__town">
                        {h.city ? `${h.city}, ` : ""}
                        {h.state}
                      </span>
                    </th>
                    <td className="tabular" data-label="Distance">
                      {h.distanceMiles.toFixed(1)} mi
                    </td>
                    <td className="tabular" data-label="Posted cash price">
                      <span className="nearby-hospitals__price">{formatUsd(h.cashPrice)}</span>
                      <PriceFlagNote flag={h.priceFlag} />
                    </td>
                    <td data-label="CMS rating">
                      <StarRating stars={h.stars} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data.unplacedInState > 0 ? (
        <p className="muted">
          {plural(data.unplacedInState, {
            one: `# hospital in ${data.state} that posts a price for ${procedure} cannot be placed on a map, so it is not in this list.`,
            other: `# hospitals in ${data.state} that post a price for ${procedure} cannot be placed on a map, so they are not in this list.`,
          })}
        </p>
      ) : null}
      <HospitalCaveats />
    </section>
  );
}

/** What a flagged price likely is, in words (never by colour alone). */
function PriceFlagNote({ flag }: { flag: PriceFlag | undefined }) {
  if (!flag) return null;
  return (
    <span className="nearby-hospitals__flag">
      {flag === "high"
        ? "More than 3 times the national hospital median"
        : "Under a quarter of the national hospital median: likely only part of the service"}
    </span>
  );
}

/** The caveats of the hospital data, said wherever its prices appear. */
export function HospitalCaveats() {
  return (
    <ul className="nearby-hospitals__caveats muted">
      <li>
        Prices are what each hospital posted in its price-transparency file, as of January 2026. They are not quotes,
        and they are mostly the hospital&apos;s own fee; some hospitals post a package, and some post their full charge
        as the cash price.
      </li>
      <li>
        Star ratings are CMS&apos;s overall hospital rating (May 2026 release); many small hospitals are not rated.
      </li>
      <li>Some hospitals cannot be placed on a map and are left out of distance lists.</li>
    </ul>
  );
}
