import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { retentionDays } from "~/.server/account/retention.server";
import { RETENTION_NOTICE_DAYS } from "~/domain/account";
import { ContactButton } from "~/components/ContactButton";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/privacy-terms",
    title: "Privacy Policy and Terms of Service | Care Finder",
    description:
      "How Care Finder collects, uses and protects your information, and the terms for using our site and services.",
  });

export function loader({ context }: LoaderFunctionArgs) {
  return { retentionDays: retentionDays(context.server.env) };
}

export default function PrivacyTerms() {
  const { retentionDays } = useLoaderData<typeof loader>();
  return (
    <div className="container page prose">
      <h1>Privacy Policy and Terms of Service</h1>
      <p className="muted">Effective September 2025</p>

      <h2 id="privacy">Privacy Policy</h2>
      <h3>Information we collect</h3>
      <ul>
        <li>Details you give us: your name, email, phone number, ZIP code, date of birth and insurance information.</li>
        <li>Documents you upload, such as bills, explanations of benefits and insurance cards.</li>
        <li>Messages you send us through the contact form, help requests and chat.</li>
        <li>
          Basic usage data: which pages of our site are visited. We record the page address only, not who visited it.
        </li>
      </ul>
      <h3>How we use it</h3>
      <ul>
        <li>To estimate prices, review bills, compare providers and answer your requests.</li>
        <li>To manage your account, plan and payments.</li>
        <li>To contact you about your requests and, if you ask us to, about insurance options.</li>
        <li>To keep our service secure and improve it.</li>
      </ul>
      <h3>Sharing</h3>
      <p>
        We do not sell your information. We share it only with providers and insurers when you ask us to act for you,
        with service providers that run our systems (hosting, payments, email) under contract, and when the law requires
        it.
      </p>
      <h3>Security</h3>
      <p>
        Information is encrypted in transit. Documents are stored privately and can be opened only by you and our
        support team. Sign-in sessions expire, and staff access is logged.
      </p>
      <h3>Your choices</h3>
      <p>
        You can view and update your profile in your dashboard, delete documents you uploaded, and ask us to stop
        contacting you at any time by writing to us.
      </p>
      <h3 id="your-data">Your data: a copy, deletion and how long we keep documents</h3>
      <ul>
        <li>
          <strong>Download my data</strong> (your dashboard, Edit profile): one file with your profile, your requests
          and their timeline, your messages with our team, your payments, your passkeys (their kind and dates, never the
          key itself) and a list of your documents with download links that work for 7 days.
        </li>
        <li>
          <strong>Delete my account</strong> (same place, after a confirmation): we delete at once your profile, your
          requests, your messages, your documents and their files, and every sign-in session. We keep the records of
          your payments, without your name or email, as accounting law requires, and note in our staff log that an
          account was deleted, without who. You can sign up again later with the same email; it starts a new, empty
          account.
        </li>
        <li>
          <strong>Documents of closed cases</strong> are deleted {retentionDays} days after the case closes. We email
          you {RETENTION_NOTICE_DAYS} days before, so you can download what you want to keep.
        </li>
      </ul>

      <h2 id="terms">Terms of Service</h2>
      <h3>Our services</h3>
      <p>
        Care Finder provides pricing and advisory tools and concierge help with medical costs and coverage. We do not
        provide medical care or medical advice. Concierge care is available in all 50 states; licensed insurance
        brokerage is offered in FL, NC, OH, TN and VA.
      </p>
      <h3>Use of the site</h3>
      <p>
        Use the site lawfully and give accurate information. Price previews are estimates, not quotes, and do not
        guarantee what a provider will charge.
      </p>
      <h3>Payments and subscriptions</h3>
      <p>
        Care Access is a one-time payment. Essential Care and Premium Care are monthly subscriptions that renew until
        you cancel; you can manage or cancel them from your dashboard. If we find no savings for you, we refund your
        concierge fee.
      </p>
      <h3>Disclaimers</h3>
      <p>
        Supplemental fixed-indemnity insurance pays set amounts for covered events; it is not comprehensive health
        coverage and does not replace it. Coverage requires medical underwriting.
      </p>
      <h3>Limitation of liability</h3>
      <p>
        To the extent the law allows, Care Finder is not liable for indirect or consequential losses, and our total
        liability is limited to the fees you paid us in the twelve months before a claim.
      </p>
      <h3>Changes</h3>
      <p>We may update these terms and this policy. We will post the new version here with its effective date.</p>

      <h2>Questions?</h2>
      <div>
        <ContactButton className="btn btn-primary" />
      </div>
    </div>
  );
}
