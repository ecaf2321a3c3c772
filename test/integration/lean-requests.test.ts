import { env } from "cloudflare:test";
import * as build from "remix-server-build";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context";
import { insertAdmin, insertProfile } from "../support/factories";
import { sessionCookieFor } from "../support/auth-helpers";
import { callWorker, countingEnv } from "../support/worker-call";

const sessionReads = (calls: string[]) => calls.filter((call) => /^prepare select .* from "sessions"/.test(call));

describe("one session lookup per request", () => {
  it("a member's dashboard reads the session once (root loader and guard share it)", async () => {
    const member = await insertProfile(createServerContext(env).db);
    const counted = countingEnv();
    const res = await callWorker("https://app.test/dashboard", { headers: { Cookie: await sessionCookieFor(member.id) } }, counted.env);
    expect(res.status).toBe(200);
    expect(sessionReads(counted.calls)).toHaveLength(1);
  });

  it("an admin's dashboard reads the session once", async () => {
    const admin = await insertAdmin(createServerContext(env).db);
    const counted = countingEnv();
    const res = await callWorker("https://app.test/admin-dashboard", { headers: { Cookie: await sessionCookieFor(admin.id) } }, counted.env);
    expect(res.status).toBe(200);
    expect(sessionReads(counted.calls)).toHaveLength(1);
  });
});

describe("public pages without a loader of their own", () => {
  // Client navigation to a route without a loader asks the server nothing.
  it.each(["routes/pricing", "routes/insurance-guidance", "routes/assurance-sante", "routes/privacy-terms"])(
    "%s has no loader; its canonical URL comes from the root loader",
    async (id) => {
      expect(build.routes[id].module.loader).toBeUndefined();
      expect(build.assets.routes[id].hasLoader).toBe(false);
    },
  );

  it("the canonical URL still uses APP_URL", async () => {
    const { body } = await callWorker("https://app.test/pricing?fresh=1");
    expect(body).toContain(`<link rel="canonical" href="${env.APP_URL.replace(/\/$/, "")}/pricing"/>`);
  });
});
