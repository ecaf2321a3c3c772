import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Check } from "lucide-react";
import { ContactButton } from "~/components/ContactButton";
import { PUBLIC_RESOURCES } from "~/components/external-links";
import { CoverageHero, CtaBand, Disclaimer, External, TierCards } from "~/components/coverage/CoverageSections";
import { FaqList } from "~/components/Faq";
import { ADD_ONS, BENEFITS, FAQ, TIERS } from "~/i18n/insurance-page/en";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/insurance-guidance",
    title: "Care Coverage: supplemental insurance plans | Care Finder",
    description:
      "Core, Essential and Premium supplemental fixed-indemnity plans from about $100 to $400 a month, with accident, critical-illness, concierge and telehealth add-ons.",
  });

const NEW_TAB = " (opens in a new tab)";

export default function InsuranceGuidance() {
  return (
    <>
      <CoverageHero
        titleId="coverage-title"
        title="Care Coverage"
        lead="Supplemental insurance that pays you cash when you need care, so a hospital stay or surgery doesn't become a debt."
        quote="See Your Price"
        call="Ask for a free call"
      />

      <section className="container page" aria-labelledby="tiers-title">
        <h2 id="tiers-title">Plans</h2>
        <TierCards tiers={TIERS} perMonth="/month" request={(name) => `Request ${name}`} />
        <h3 id="benefits-title" className="section-gap">
          Benefits at a glance
        </h3>
        {/* On a phone the table scrolls sideways inside this region, reachable by keyboard. */}
        <div className="table-wrap" role="region" aria-labelledby="benefits-title" tabIndex={0}>
          <table className="benefit-table">
            <caption className="visually-hidden">Benefits by plan</caption>
            <thead>
              <tr>
                <th scope="col">Benefit</th>
                <th scope="col">Core</th>
                <th scope="col">Essential</th>
                <th scope="col">Premium</th>
              </tr>
            </thead>
            <tbody>
              {BENEFITS.map(([benefit, ...tiers]) => (
                <tr key={benefit}>
                  <th scope="row">{benefit}</th>
                  {tiers.map((value, i) => (
                    <td key={i}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="container page" aria-labelledby="addons-title">
        <h2 id="addons-title">Add-ons</h2>
        <div className="grid grid-4">
          {ADD_ONS.map((addOn) => (
            <article key={addOn.name} className="card">
              <h3>{addOn.name}</h3>
              <p>{addOn.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="container page" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          <li className="card">
            <h3>See your price</h3>
            <p>Answer a few questions to get your monthly price in minutes.</p>
          </li>
          <li className="card">
            <h3>Pick your plan</h3>
            <p>Choose Core, Essential or Premium, and any add-ons. A licensed broker can help.</p>
          </li>
          <li className="card">
            <h3>Get paid when you need care</h3>
            <p>When you have a covered event, the plan pays you cash, on top of any other insurance.</p>
          </li>
        </ol>
      </section>

      <section className="container page" aria-labelledby="why-title">
        <h2 id="why-title">Why it matters</h2>
        <p>
          Many health plans leave you with a deductible of $1,500 or more before they share costs, and a few days in
          hospital can cost far more. Fixed cash benefits help you pay what your plan doesn&apos;t, without waiting for
          the bills to be settled.
        </p>
      </section>

      <section className="container page" aria-labelledby="bundles-title">
        <h2 id="bundles-title">Accident and critical-illness bundles</h2>
        <div className="grid grid-2">
          <article className="card">
            <h3>Accident bundle</h3>
            <ul className="check-list">
              <li>
                <Check aria-hidden="true" size={18} /> ER and urgent-care benefits after an accident
              </li>
              <li>
                <Check aria-hidden="true" size={18} /> Fractures, dislocations and follow-up care
              </li>
              <li>
                <Check aria-hidden="true" size={18} /> Adds to any Core, Essential or Premium plan
              </li>
            </ul>
          </article>
          <article className="card">
            <h3>Critical-illness bundle</h3>
            <ul className="check-list">
              <li>
                <Check aria-hidden="true" size={18} /> A lump-sum payment on diagnosis of a covered illness
              </li>
              <li>
                <Check aria-hidden="true" size={18} /> Cancer, heart attack, stroke and more
              </li>
              <li>
                <Check aria-hidden="true" size={18} /> Use the money however you need
              </li>
            </ul>
          </article>
        </div>
      </section>

      <section className="container page" aria-labelledby="resources-title">
        <h2 id="resources-title">Check for yourself</h2>
        <ul className="resource-list">
          <li>
            <External href={PUBLIC_RESOURCES.marketplacePlans} newTabWords={NEW_TAB}>
              Compare Marketplace health plans on HealthCare.gov
            </External>
          </li>
          <li>
            <External href={PUBLIC_RESOURCES.stateInsuranceDepartments} newTabWords={NEW_TAB}>
              Find your state insurance department (NAIC)
            </External>
          </li>
          <li>
            <External href={PUBLIC_RESOURCES.hospitalPriceTransparency} newTabWords={NEW_TAB}>
              What hospitals must publish about prices (CMS)
            </External>
          </li>
        </ul>
      </section>

      <section className="container page" aria-labelledby="coverage-faq-title">
        <h2 id="coverage-faq-title">Questions about coverage</h2>
        <FaqList items={FAQ} />
      </section>

      <CtaBand
        title="Ready to see your price?"
        text="Tell us about yourself and a licensed broker prepares your quote. Questions first? Our support team is one message away."
      >
        <Link to="/form" className="btn btn-accent">
          Get an insurance quote
        </Link>
        <ContactButton className="btn btn-secondary" label="Write to support" />
        <Link className="btn btn-ghost" to="/pricing">
          Compare concierge plans
        </Link>
      </CtaBand>

      <Disclaimer
        titleId="disclaimer-title"
        title="Disclaimer"
        text="Supplemental fixed-indemnity insurance pays fixed amounts for covered events. It is not comprehensive health coverage and is not a substitute for it. Medical underwriting is required. Pricing examples assume a 39-year-old male smoker in a Miami ZIP code; your price may differ. Licensed insurance brokerage in FL, NC, OH, TN and VA."
      />
    </>
  );
}
