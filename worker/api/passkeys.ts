import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { Hono } from "hono";
import {
  finishPasskeySignIn,
  finishSecondFactor,
  startPasskeySignIn,
  startSecondFactor,
} from "../../app/.server/auth/passkeys/authentication.server";
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from "../../app/.server/auth/passkeys/registration.server";
import { passkeyResponseSchema, registrationOptionsSchema } from "../../app/domain/passkeys";
import { requireApiSession, type AuthedApiEnv } from "./auth";
import type { ApiEnv } from "./types";
import { valid } from "./validate";

/**
 * Passkeys of the signed-in person (docs/decisions/0044-passkeys-admin-second-factor.md):
 * adding one, and showing one as an admin's second factor. Any live session may call
 * these, an admin's before its second factor included; the services decide the rest.
 */
export const passkeyRoutes = new Hono<AuthedApiEnv>()
  .use(requireApiSession)
  .post("/registration/options", valid("json", registrationOptionsSchema), async (c) => {
    const user = { ...c.var.user, session: c.var.session };
    return c.json(await startPasskeyRegistration(c.var.server, c.req.raw, user, c.req.valid("json")));
  })
  .post("/registration", valid("json", passkeyResponseSchema), async (c) => {
    const response = c.req.valid("json") as unknown as RegistrationResponseJSON;
    const user = { ...c.var.user, session: c.var.session };
    return c.json(await finishPasskeyRegistration(c.var.server, c.req.raw, user, response));
  })
  .post("/second-factor/options", async (c) => c.json(await startSecondFactor(c.var.server, c.req.raw, c.var.session)))
  .post("/second-factor", valid("json", passkeyResponseSchema), async (c) => {
    const response = c.req.valid("json") as unknown as AuthenticationResponseJSON;
    await finishSecondFactor(c.var.server, c.req.raw, c.var.session, response);
    return c.json({ ok: true as const });
  });

/** Signing in with a discoverable passkey: public, like the other sign-in routes (test/integration/api-guards.test.ts). */
export const passkeySignInRoutes = new Hono<ApiEnv>()
  .post("/options", async (c) => c.json(await startPasskeySignIn(c.var.server, c.req.raw)))
  .post("/", valid("json", passkeyResponseSchema), async (c) => {
    const response = c.req.valid("json") as unknown as AuthenticationResponseJSON;
    const { cookie, landing } = await finishPasskeySignIn(c.var.server, c.req.raw, response);
    c.header("Set-Cookie", cookie, { append: true });
    return c.json({ landing });
  });
