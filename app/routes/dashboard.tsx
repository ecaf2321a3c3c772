import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { CheckCircle2, Mail, Phone } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { requireMember } from "~/.server/auth/guards.server";
import { loadOnce } from "~/.server/kept-page.server";
import { readMemberWork } from "~/.server/dashboard/member-dashboard.server";
import { deleteDocument } from "~/.server/documents/documents.server";
import { ServiceError } from "~/.server/errors.server";
import { toProfileFormValues, toProfileView } from "~/.server/profiles/profiles.server";
import { DocumentsSection } from "~/components/dashboard/DocumentsSection";
import { PaymentsSection } from "~/components/dashboard/PaymentsSection";
import { ProfileCard } from "~/components/dashboard/ProfileCard";
import { PlanCard } from "~/components/dashboard/PlanCard";
import { QuickActions } from "~/components/dashboard/QuickActions";
import { RequestsSection } from "~/components/dashboard/RequestsSection";
import "~/components/dashboard/dashboard.css";
import { SUPPORT_PHONE } from "~/components/external-links";
import { findPlan, NEW_MEMBER_CREDIT, planDisplayName } from "~/data/plans";
import { planIncludesCall } from "~/domain/calls";
import { readFormData } from "~/.server/forms.server";
import { registrationSchema } from "~/domain/profile";
import { newRequestSchema } from "~/domain/requests";
import { takeQuestion } from "~/.server/requests/pending-question.server";
import { takeWayBack } from "~/.server/auth/way-back.server";
import { savedKind, submitNewRequestForm, submitProfileForm } from "~/.server/member-forms.server";
import { BillCasesSection } from "~/components/bills/BillCasesSection";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";
import { pageLang } from "~/.server/page-lang.server";
import { MemberPageTop } from "~/components/dashboard/DashboardSubpage";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/dashboard/en";
import { es } from "~/i18n/dashboard/es";
import { memberPageHandle } from "~/utils/member-lang";
import { useLang } from "~/utils/lang";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? errorTitleFor(error) : wordsIn(data?.lang, { en, es }).title },
  { name: "robots", content: "noindex" },
];

// Run once per request, whether the kept-page door or Remix asks first (app/.server/kept-page.server.ts).
export const loader = loadOnce("routes/dashboard", async ({ request, context }: LoaderFunctionArgs) => {
  // The guard decides; the member's work is read beside it, in the same D1 batch (member-dashboard.server.ts).
  const [user, { requests, documents, payments, offer, bills, messagesUnread }] = await Promise.all([
    requireMember(context.server, request),
    readMemberWork(context.server, request),
  ]);
  const url = new URL(request.url);
  // A question asked before signing in ("Ask our team"), or a member's page asked for signed out, opens once
  // (after a payment's banner, not before it).
  const question = url.searchParams.has("payment") ? null : (takeQuestion(request) ?? takeWayBack(request));
  if (question) throw redirect(question.location, { headers: { "Set-Cookie": question.forget } });
  // The session lookup already carries the profile: it is not read again.
  const profile = toProfileView(user.session.profile, context.server.env);
  // Display only: a query parameter never changes the plan (docs/decisions/0007-payments.md).
  const paidPlan =
    url.searchParams.get("payment") === "success" ? (findPlan(url.searchParams.get("plan") ?? "")?.name ?? "") : null;
  const billing = url.searchParams.get("billing");
  return {
    lang: pageLang(request, user.session.profile.language),
    user: { givenName: user.givenName, email: user.email },
    profile,
    profileForm: toProfileFormValues(profile),
    requests,
    documents,
    payments,
    bills,
    paidPlan,
    careAccessCredit: offer.credit ? NEW_MEMBER_CREDIT.amountCents / 100 : null,
    careAccessFree: offer.enrolled,
    billingAlert: billing === "none" || billing === "error" ? (billing as "none" | "error") : null,
    saved: savedKind(url),
    supportEmail: context.server.env.SUPPORT_EMAIL,
    callIncluded: planIncludesCall(profile.current_plan, profile.plan.kind),
    messagesUnread,
  };
});

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  // The profile dialog, the new-request dialog, or a document's delete button.
  const formData = await readFormData(request, [registrationSchema, newRequestSchema], { also: ["intent", "id"] });
  const intent = String(formData.get("intent") ?? "");
  switch (intent) {
    case "update-profile": {
      const { ok, result, init } = await submitProfileForm(context.server, user.id, formData, request);
      return data({ intent, ok, result }, init);
    }
    case "create-request": {
      const { ok, result, init } = await submitNewRequestForm(context.server, user.id, formData, request);
      return data({ intent, ok, result }, init);
    }
    case "delete-document":
      try {
        await deleteDocument(context.server, user.id, String(formData.get("id") ?? ""));
        return { intent, ok: true };
      } catch (error) {
        // A confirmation button, not a form: the section words its own failure.
        if (!(error instanceof ServiceError)) throw error;
        return data({ intent, ok: false, error: error.message }, { status: error.status });
      }
    default:
      return data({ intent, ok: false, error: "Unknown action" }, { status: 400 });
  }
}

// The edit form (and its form library) downloads when the member first opens it, not with the dashboard.
const EditProfileModal = lazy(() => import("~/components/dashboard/EditProfileModal"));

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: wordsIn(useLang(), { en, es }).reload }} />;
}

export default function Dashboard() {
  const {
    user,
    profile,
    profileForm,
    requests,
    documents,
    payments,
    bills,
    paidPlan,
    careAccessCredit,
    careAccessFree,
    billingAlert,
    saved,
    supportEmail,
    callIncluded,
    messagesUnread,
  } = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState(false);
  const [editedOnce, setEditedOnce] = useState(false);
  const [banner, setBanner] = useState<string | null>(paidPlan);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const navigate = useNavigate();

  // Show the banner, then clean the address (the banner stays in state; docs/product.md#registration-and-dashboard).
  useEffect(() => {
    if (paidPlan !== null) {
      setBanner(paidPlan);
      navigate(location.pathname, { replace: true, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const lang = useLang();
  const w = wordsIn(lang, { en, es });
  const name = user.givenName ?? profile.full_name ?? user.email;

  return (
    <div className="container page">
      {banner !== null ? (
        <div className="alert alert-success" role="status">
          <CheckCircle2 aria-hidden="true" size={18} /> <strong>{w.paymentDone}</strong>
          {banner ? w.thanksFor(planDisplayName(banner)) : w.thanks} {w.planShowsSoon}
        </div>
      ) : null}
      {saved ? (
        <p className="alert alert-success" role="status">
          <CheckCircle2 aria-hidden="true" size={18} /> {w.saved[saved]}
        </p>
      ) : null}
      <MemberPageTop back={false} />
      <div className="dash-header">
        <div>
          <h1 className="mb-1">{w.welcome(name)}</h1>
          <p className="muted m-0">{w.signedInAs(user.email)}</p>
        </div>
      </div>

      <div className="dash-grid">
        <div className="dash-col">
          <RequestsSection requests={requests} />
          <BillCasesSection bills={bills} lang={lang} />
          <DocumentsSection documents={documents} requests={requests} fileInputRef={fileInputRef} />
        </div>
        <div className="dash-col">
          <ProfileCard
            profile={profile}
            onEdit={() => {
              setEditedOnce(true);
              setEditing(true);
            }}
          />

          <PlanCard
            plan={profile.plan}
            careAccessFree={careAccessFree}
            careAccessCredit={careAccessCredit}
            billingAlert={billingAlert}
          />

          <PaymentsSection payments={payments} />

          <QuickActions unread={messagesUnread} callIncluded={callIncluded} fileInputRef={fileInputRef} />

          <section className="card" aria-labelledby="help-title">
            <h2 id="help-title">{w.help.title}</h2>
            <p>{w.help.answers}</p>
            <p className="m-0">
              <Mail aria-hidden="true" size={16} /> <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
            <p className="m-0">
              <Phone aria-hidden="true" size={16} />{" "}
              <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a>
            </p>
          </section>
        </div>
      </div>
      {editedOnce ? (
        <Suspense fallback={null}>
          <EditProfileModal open={editing} onClose={() => setEditing(false)} initial={profileForm} />
        </Suspense>
      ) : null}
    </div>
  );
}
