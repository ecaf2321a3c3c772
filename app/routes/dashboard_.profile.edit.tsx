import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/.server/auth/guards.server";
import { readFormData } from "~/.server/forms.server";
import { registrationSchema } from "~/domain/profile";
import { dashboardAfterSaving, submitProfileForm } from "~/.server/member-forms.server";
import { getProfile, toProfileFormValues } from "~/.server/profiles/profiles.server";
import { DashboardSubpage, DashboardSubpageForm } from "~/components/dashboard/DashboardSubpage";
import { EditProfileFields, useEditProfileForm } from "~/components/dashboard/EditProfileForm";
import { errorTitleFor, RouteErrorPage } from "~/components/ErrorPage";

export const meta: MetaFunction = ({ error }) => [
  { title: error ? errorTitleFor(error) : "Edit profile | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMember(context.server, request);
  return { initial: toProfileFormValues(await getProfile(context.server, user.id)) };
}

/** The dashboard's Edit profile dialog as a page, for a browser without JavaScript; saved, it goes back to the dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  const { ok, result, init } = await submitProfileForm(
    context.server,
    user.id,
    await readFormData(request, registrationSchema, { also: ["intent"] }),
    request,
  );
  if (ok) return redirect(dashboardAfterSaving("profile"));
  return data({ result }, init);
}

export function ErrorBoundary() {
  return <RouteErrorPage back={{ to: "/dashboard", label: "Back to your dashboard" }} />;
}

export default function EditProfilePage() {
  const { initial } = useLoaderData<typeof loader>();
  const form = useEditProfileForm(initial, useActionData<typeof action>()?.result);
  return (
    <DashboardSubpage title="Edit profile">
      <DashboardSubpageForm formProps={getFormProps(form[0])} submit="Save changes" submitting="Saving...">
        <EditProfileFields form={form} />
      </DashboardSubpageForm>
      <section className="card" aria-labelledby="signing-in">
        <h2 id="signing-in">Signing in</h2>
        <p>Sign in with your fingerprint, face or screen lock instead of an emailed link.</p>
        <Link to="/account/passkeys" className="btn btn-secondary">
          Passkeys
        </Link>
      </section>
      <section className="card" aria-labelledby="your-data">
        <h2 id="your-data">Your data</h2>
        <p>
          A copy of everything we hold about you, or your account gone for good (what each means:{" "}
          <a href="/privacy-terms#your-data">privacy</a>).
        </p>
        <div className="row-inline">
          <a href="/dashboard/data" className="btn btn-secondary" download>
            Download my data
          </a>
          <Link to="/dashboard/account/delete" className="btn btn-ghost">
            Delete my account
          </Link>
        </div>
      </section>
    </DashboardSubpage>
  );
}
