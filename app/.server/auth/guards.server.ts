import { redirect } from "@remix-run/cloudflare";
import { landingPathFor } from "../../utils/user";
import type { ServerContext } from "../context.server";
import { authorize, type AuthorizedUser, type Need } from "./authorize.server";
import { getSession, toSessionUser } from "./session.server";
import { carriedLang, landingWithLang } from "../../utils/carried-lang";
import { rememberWayBack, wayBackFor } from "./way-back.server";
import { rememberSavedLanguage } from "../page-lang.server";

/** Where an admin shows (or first sets up) their passkey before anything else. */
const SECOND_FACTOR_PATH = "/second-factor";

/**
 * Guards for Remix loaders and actions: call one at the top of each. They
 * apply `authorize` and turn a refusal into a redirect: signed out → the given
 * page (home by default; a member's page: sign in and come back), signed in but not allowed → the
 * person's own landing page. The `/api` router applies the same rule as JSON (worker/api/auth.ts).
 */
type SignedOut = { redirectTo: string; headers?: HeadersInit };

/** `signedOut` says where a signed-out person goes; it is worked out only for them (it may read the URL). */
async function guard(
  server: ServerContext,
  request: Request,
  need: Need,
  signedOut: () => SignedOut = () => ({ redirectTo: "/" }),
): Promise<AuthorizedUser> {
  const result = await authorize(server, request, need);
  if (result.ok) {
    // A member's page speaks the member's saved language; the team's pages stay English (ADR 0067).
    if (need !== "admin") rememberSavedLanguage(request, result.user.session.profile.language);
    return result.user;
  }
  if (result.reason === "signed_out") {
    const { redirectTo, headers } = signedOut();
    throw redirect(redirectTo, { headers });
  }
  if (result.reason === "second_factor") throw redirect(SECOND_FACTOR_PATH);
  throw redirect(landingPathFor(result.user));
}

/** A signed-out visit to a member's page: to /sign-in, the page waiting to be opened once they are in. */
function signInAndComeBack(request: Request): SignedOut {
  const back = wayBackFor(request);
  return { redirectTo: "/sign-in", headers: back ? { "Set-Cookie": rememberWayBack(back) } : undefined };
}

/** Signed in, member or admin. A signed-out person signs in and comes back, or goes to `redirectTo`. */
export function requireUser(server: ServerContext, request: Request, { redirectTo }: { redirectTo?: string } = {}) {
  return guard(server, request, "user", () => (redirectTo ? { redirectTo } : signInAndComeBack(request)));
}

/**
 * Members only: admins are sent to their own dashboard. A signed-out person signs in and comes back, or goes
 * to `redirectTo` with `headers` (a page that keeps what they came for while they sign in).
 */
export function requireMember(
  server: ServerContext,
  request: Request,
  options: { redirectTo?: string; headers?: HeadersInit } = {},
) {
  return guard(server, request, "member", () =>
    options.redirectTo ? { redirectTo: options.redirectTo, headers: options.headers } : signInAndComeBack(request),
  );
}

/** Admins only: a signed-in member is audited and sent to their dashboard. */
export function requireAdmin(server: ServerContext, request: Request) {
  return guard(server, request, "admin");
}

/** Any live session, an admin's before its second factor included: only the pages that ask for that factor. */
export function requireSession(server: ServerContext, request: Request) {
  return guard(server, request, "session");
}

/** Pages for signed-out people (sign-in): a signed-in person goes to their landing page. */
export async function requireAnonymous(server: ServerContext, request: Request) {
  const session = await getSession(server, request);
  // A signed-in visitor of /sign-in?lang=es lands on the registration form in Spanish (docs/decisions/0046).
  const lang = carriedLang(new URL(request.url).searchParams.get("lang"));
  if (session) throw redirect(landingWithLang(landingPathFor(toSessionUser(session.profile, server.env)), lang));
}
