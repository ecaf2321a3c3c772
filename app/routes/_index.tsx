import type { MetaFunction } from "@remix-run/cloudflare";
import { useState } from "react";

export const meta: MetaFunction = () => [{ title: "Care Finder: know what care costs before you go" }];

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export default function CareFinder() {
  const [zip, setZip] = useState("");
  const zipValid = ZIP_PATTERN.test(zip);
  return (
    <section className="hero">
      <div className="container">
        <h1>Know what care costs before you go</h1>
        <p className="lead">Preview typical prices near you, with or without insurance.</p>
        <form className="card" method="get" onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label className="label" htmlFor="zip">
              ZIP code
            </label>
            <input
              id="zip"
              name="zip"
              className="input"
              inputMode="numeric"
              autoComplete="postal-code"
              value={zip}
              onChange={(e) => setZip(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-accent" disabled={!zipValid}>
            Preview Real Prices &amp; Quality – Free
          </button>
        </form>
      </div>
    </section>
  );
}
