import { Hono } from "hono";
import { startOAuth } from "../../app/.server/auth/oauth.server";
import type { ApiEnv } from "./types";

/** `GET /api/oauth/{provider}/redirect_url` → `{redirectUrl}`; state + PKCE verifier go in short-lived cookies. */
export const oauthRoutes = new Hono<ApiEnv>().get("/:provider/redirect_url", (c) => {
  const { redirectUrl, cookies } = startOAuth(c.var.server, c.req.param("provider"));
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
  return c.json({ redirectUrl });
});
