import { Link, useSearchParams } from "@remix-run/react";
import { useId, useState } from "react";
import { byPrice } from "~/domain/price-rules";
import type { NearbyHospitals as NearbyHospitalsData, PriceFlag } from "~/domain/prices";
import { formatUsd } from "~/format/money";
import { plural } from "~/utils/plural";
import { previewAddress, type PreviewSearch } from "~/utils/price-preview-url";
import { withLang } from "~/utils/carried-lang";
import { hospitalsEn as NEARBY_HOSPITALS_WORDS, type NearbyHospitalsWords } from "~/i18n/prices/hospitals.en";

export function StarRating({
  stars,
  words: w = NEARBY_HOSPITALS_WORDS,
}: {
  stars: number | null;
  words?: NearbyHospitalsWords;
}) {
  if (stars === null) return <span className="muted">{w.notRated}</span>;
  return (
    <span>
      <span aria-hidden="true" className="stars">
        {"★".repeat(stars)}
        {"☆".repeat(5 - stars)}
      </span>{" "}
      {w.stars(stars)}
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
  words: w = NEARBY_HOSPITALS_WORDS,
}: {
  data: NearbyHospitalsData;
  procedure: string;
  zip: string;
  /** The preview this list belongs to: each hospital's page links back to it. */
  preview?: PreviewSearch;
  words?: NearbyHospitalsWords;
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
      <h3 id={titleId}>{w.title(zip)}</h3>
      {data.located === null ? (
        <p>{w.unlocated(zip)}</p>
      ) : rows.length === 0 ? (
        <p>
          {data.nearestMiles === null
            ? w.noneMapped(procedure)
            : w.noneNear(data.radiusMiles, zip, procedure, data.nearestMiles.toFixed(0))}
        </p>
      ) : (
        <>
          {data.located === "zip3" ? <p className="muted">{w.zip3(zip)}</p> : null}
          <div className="nearby-hospitals__sort" role="group" aria-label={w.sortLabel}>
            {(
              [
                ["distance", w.nearestFirst],
                ["price", w.lowestFirst],
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
                {plural(rows.length, w.count, w.locale)} {w.within(data.radiusMiles, zip)},{" "}
                {order === "price" ? w.captionByPrice : w.captionByDistance}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{w.hospital}</th>
                  <th scope="col">{w.distance}</th>
                  <th scope="col">{w.cashPrice}</th>
                  <th scope="col">{w.rating}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={h.ccn}>
                    <th scope="row">
                      <Link
                        to={withLang(`/hospitals/${h.ccn}${preview ? previewAddress(preview).slice(1) : ""}`, w.lang)}
                      >
                        {h.name}
                      </Link>
                      <span className="nearby-hospitals__town">
                        {h.city ? `${h.city}, ` : ""}
                        {h.state}
                      </span>
                    </th>
                    <td className="tabular" data-label={w.distance}>
                      {w.miles(
                        h.distanceMiles.toLocaleString(w.locale, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        }),
                      )}
                    </td>
                    <td className="tabular" data-label={w.cashPrice}>
                      <span className="nearby-hospitals__price">{formatUsd(h.cashPrice)}</span>
                      <PriceFlagNote flag={h.priceFlag} words={w} />
                    </td>
                    <td data-label={w.rating}>
                      <StarRating stars={h.stars} words={w} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data.unplacedInState > 0 ? (
        <p className="muted">{plural(data.unplacedInState, w.unplaced(data.state, procedure), w.locale)}</p>
      ) : null}
      <HospitalCaveats words={w} />
    </section>
  );
}

/** What a flagged price likely is, in words (never by colour alone). */
function PriceFlagNote({ flag, words: w }: { flag: PriceFlag | undefined; words: NearbyHospitalsWords }) {
  if (!flag) return null;
  return <span className="nearby-hospitals__flag">{flag === "high" ? w.flagHigh : w.flagLow}</span>;
}

/** The caveats of the hospital data, said wherever its prices appear. */
export function HospitalCaveats({ words: w = NEARBY_HOSPITALS_WORDS }: { words?: NearbyHospitalsWords }) {
  return (
    <ul className="nearby-hospitals__caveats muted">
      {w.caveats.map((caveat) => (
        <li key={caveat}>{caveat}</li>
      ))}
    </ul>
  );
}
