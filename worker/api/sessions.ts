import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { signOut, toApiUser } from "../../app/.server/auth/account.server";
import {
  enforceEmailLinkAddressBudget,
  enforceEmailLinkIpBudget,
  requestEmailLink,
} from "../../app/.server/auth/email-links.server";
import { startAdminSignIn } from "../../app/.server/auth/email-sign-in.server";
import { clearOAuthCookies, completeOAuth } from "../../app/.server/auth/oauth.server";
import { enforceRateLimit } from "../../app/.server/auth/rate-limit.server";
import { refreshSession } from "../../app/.server/auth/session.server";
import { NO_BOOKMARK_HEADER } from "../../app/.server/d1-session.server";
import { ServiceError } from "../../app/.server/errors.server";
import { assertHuman, humanCheckToken } from "../../app/.server/human-check.server";
import { validate } from "../../app/domain/common";
import { adminSignInRequestSchema, checkEmailRequestSchema, emailLinkRequestSchema } from "../../app/domain/sign-in";
import { requireApiUser, type AuthedApiEnv } from "./auth";
import type { ApiEnv } from "./types";
import { valid, withHumanCheck } from "./validate";

/** `?code=…&state=…` from the provider's redirect; the service checks both against the attempt's cookies. */
const oauthCallbackSchema = v.object({ code: v.optional(v.string()), state: v.optional(v.nullable(v.string())) });

/** The attempt's cookies go whatever happens, a refused body included: a state is good for one try. */
const endOAuthAttempt = createMiddleware<ApiEnv>(async (c, next) => {
  for (const cookie of clearOAuthCookies()) c.header("Set-Cookie", cookie, { append: true });
  await next();
});

/**
 * check-email sends a link to any address: besides the emailed-link budget and
 * the human check, its own tighter per-IP budget (CHECK_EMAIL_LIMITER), spent first.
 */
const checkEmailBudget = createMiddleware<ApiEnv>(async (c, next) => {
  await enforceRateLimit(c.var.server, c.req.raw, "check-email", { binding: "CHECK_EMAIL_LIMITER" });
  await next();
});

/** Every emailed-link call shares one per-IP budget, spent before the body is read. */
const emailLinkBudget = createMiddleware<ApiEnv>(async (c, next) => {
  await enforceEmailLinkIpBudget(c.var.server, c.req.raw);
  await next();
});

/** `GET /api/users/me`: the signed-in person. */
export const userRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiUser)
  .get("/me", async (c) => c.json(toApiUser(c.var.session.profile, c.env)));

/**
 * Sessions and sign-in (docs/product.md#api, docs/decisions/0004-sign-in.md). Mounted at
 * the API root because the spec's paths have no common prefix; every route here is public
 * (test/integration/api-guards.test.ts holds the list).
 */
export const sessionRoutes = new Hono<ApiEnv>()
  .post("/sessions", endOAuthAttempt, valid("json", oauthCallbackSchema), async (c) => {
    const { cookie, expiresAt, profile } = await completeOAuth(c.var.server, c.req.raw, c.req.valid("json"));
    c.header("Set-Cookie", cookie, { append: true });
    return c.json({ expiresAt: expiresAt.toISOString(), user: toApiUser(profile, c.env) });
  })
  .post("/refresh-session", async (c) => {
    const refreshed = await refreshSession(c.var.server, c.req.raw);
    if (!refreshed) throw ServiceError.refusing(401, { code: "sessionExpired" });
    c.header("Set-Cookie", refreshed.cookie, { append: true });
    return c.json({ expiresAt: refreshed.expiresAt.toISOString() });
  })
  .get("/logout", async (c) => {
    c.header("Set-Cookie", await signOut(c.var.server, c.req.raw), { append: true });
    return c.json({ ok: true });
  })
  .post("/check-email", checkEmailBudget, valid("json", withHumanCheck(checkEmailRequestSchema)), async (c) => {
    // Rate limits, human check, then only the link asked for. One answer for known and unknown
    // addresses alike: it must not tell who has an account (docs/product.md#api).
    await requestEmailLink(c.var.server, c.req.raw, c.req.valid("json"));
    c.header(NO_BOOKMARK_HEADER, "1"); // nor by a D1 bookmark that only a write brings
    return c.json({ ok: true as const });
  })
  .post("/admin-login", emailLinkBudget, valid("json", withHumanCheck(adminSignInRequestSchema)), async (c) => {
    const body = c.req.valid("json");
    // Before anything else: a refused check says nothing about the address.
    await assertHuman(c.var.server, humanCheckToken(body), c.req.header("CF-Connecting-IP") ?? null);
    // Always `ok`: the answer must not tell who is an admin, nor that an address is malformed.
    const checked = validate(emailLinkRequestSchema, body);
    if (checked.ok) {
      // Every address's budget, an admin's or not: a refusal tells nothing about who is an admin.
      await enforceEmailLinkAddressBudget(c.var.server, checked.data.email);
      await startAdminSignIn(c.var.server, checked.data);
    }
    return c.json({ ok: true });
  });
