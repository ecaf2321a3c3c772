import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { devSignIn, listDevAccounts } from "~/.server/auth/dev-sign-in.server";
import { assertDevelopment, throwAsResponse } from "~/.server/dev/development.server";
import { readFormData } from "~/.server/forms.server";

export const meta: MetaFunction = () => [
  { title: "Local sign-in | Care Finder" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const accounts = await listDevAccounts(context.server).catch(throwAsResponse);
  return { accounts };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Outside development this page does not exist, whatever was posted to it.
  try {
    assertDevelopment(context.server.env);
  } catch (error) {
    throwAsResponse(error);
  }
  const form = await readFormData(request, [], { also: ["email"] });
  const { cookie, landing } = await devSignIn(context.server, String(form.get("email") ?? "")).catch(throwAsResponse);
  return redirect(landing, { headers: { "Set-Cookie": cookie } });
}

export default function DevSignIn() {
  const { accounts } = useLoaderData<typeof loader>();
  return (
    <section className="container page" aria-labelledby="dev-title">
      <h1 id="dev-title">Local development sign-in</h1>
      <p className="lead">Only on your machine (ENVIRONMENT=development). Pick a seeded account.</p>
      <ul className="grid grid-2 list-plain">
        {accounts.map((account) => (
          <li key={account.id} className="card">
            <p className="m-0 text-strong">{account.fullName ?? account.email}</p>
            <p className="muted">
              {account.email} · {account.isAdmin ? "admin" : "member"}
            </p>
            <Form method="post">
              <input type="hidden" name="email" value={account.email} />
              <button type="submit" className="btn btn-primary btn-sm">
                Sign in as {account.fullName ?? account.email}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
