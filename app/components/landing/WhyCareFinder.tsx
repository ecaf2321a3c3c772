import { Link } from "@remix-run/react";
import { Clock, PiggyBank, Stethoscope } from "lucide-react";

/** "Why people use Care Finder": the three promises and the way to the plans. */
export function WhyCareFinder() {
  return (
    <section className="page" aria-labelledby="value-title">
      <div className="container">
        <h2 id="value-title">Why people use Care Finder</h2>
        <div className="grid grid-3 value-grid">
          <article className="card value-card">
            <PiggyBank aria-hidden="true" size={28} className="value-card__icon" />
            <h3>Save 30–80%</h3>
            <p>
              Our members typically save 30–80% off the national average price. If we can&apos;t find you a saving, you
              get your money back.
            </p>
          </article>
          <article className="card value-card">
            <Stethoscope aria-hidden="true" size={28} className="value-card__icon" />
            <h3>100+ providers compared</h3>
            <p>
              We compare prices and quality across 100+ providers near you, backed by 15+ years of experience with
              medical billing and insurance.
            </p>
          </article>
          <article className="card value-card">
            <Clock aria-hidden="true" size={28} className="value-card__icon" />
            <h3>Answers within 48 hours</h3>
            <p>
              Our concierge review is a $149 value, free for a limited time. New members can start for $39, or free with
              insurance enrollment, and the $39 rolls over into membership.
            </p>
          </article>
        </div>
        <p className="value-cta">
          <Link className="btn btn-primary" to="/pricing">
            See Care Concierge plans
          </Link>
        </p>
      </div>
    </section>
  );
}
