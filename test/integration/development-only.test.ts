/**
 * Development-only parts: the local mailbox (/dev/mail), /dev/sign-in and the
 * stand-in addresses (STRIPE_API_BASE, OAUTH_GOOGLE_*_URL). The Worker itself
 * (worker/index.ts → Remix) is called with a chosen ENVIRONMENT, so the same
 * build answers as a developer's machine, staging and production would.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PROVIDER_TIMEOUT_MS, resolveProvider } from "../../app/.server/auth/providers.server";
import { createServerContext } from "../../app/.server/context.server";
import { storeEmailAttachments } from "../../app/.server/email/attachments.server";
import { deliverPendingEmails } from "../../app/.server/email/deliver.server";
import { enqueueEmail } from "../support/outbox";
import { isSealedBody, SEALED_BODY_REMOVED, sealEmailBody } from "../../app/.server/email/sealed-body.server";
import { stripeApiOverride } from "../../app/.server/payments/stripe.server";
import { emailOutbox } from "../../db/schema";
import worker from "../../worker/index";
import { browserHeaders } from "../support/browser";

const withEnvironment = (ENVIRONMENT: string, extra: Record<string, string> = {}) =>
  ({ ...env, ENVIRONMENT, ...extra }) as Env;

async function fetchAs(environment: string, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  // As one of our own pages would send it, so the cross-site guard lets it through to the route.
  const url = `http://localhost:8787${path}`;
  const headers = browserHeaders(url, init?.method ?? "GET", new Headers(init?.headers));
  const res = await worker.fetch(new Request(url, { ...init, headers }), withEnvironment(environment), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const uniqueTo = () => `mailbox.${crypto.randomUUID().slice(0, 8)}@example.com`;
const noSend = async () => {};

/** A sign-in email as email-sign-in.server.ts queues it: the body sealed at rest. */
async function queueSealedSignIn(to: string) {
  const dev = createServerContext(withEnvironment("development"));
  const link = `http://localhost:8787/auth/link?token=${crypto.randomUUID()}`;
  const id = await enqueueEmail(dev, {
    kind: "sign_in_link",
    to,
    subject: "Your Care Finder sign-in link",
    text: await sealEmailBody(env, `Sign in:\n${link}\nIt expires in 15 minutes.`),
  });
  return { id: id!, link };
}

describe("the local mailbox (/dev/mail) in development", () => {
  it("lists every message newest first as JSON, sign-in links opened and listed", async () => {
    const to = uniqueTo();
    const older = await enqueueEmail(createServerContext(env), {
      kind: "contact",
      to,
      subject: "First <b>note</b>",
      text: "See https://carefinder.example/pricing.",
    });
    expect(older).toBeTruthy();
    // No wait between the two: entries of one millisecond read back newest first too (insertion order breaks the tie).
    const { link } = await queueSealedSignIn(to);

    const res = await fetchAs("development", "/dev/mail?format=json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const mine = ((await res.json()) as Record<string, unknown>[]).filter((m) => m.to === to);
    expect(mine.map((m) => m.subject)).toEqual(["Your Care Finder sign-in link", "First <b>note</b>"]);
    expect(Object.keys(mine[0]).sort()).toEqual(["createdAt", "links", "sentAt", "subject", "text", "to"]);
    expect(mine[0]).toMatchObject({ links: [link], sentAt: null });
    expect(mine[0].text).toContain(link);
    expect(mine[1]).toMatchObject({ links: ["https://carefinder.example/pricing"] });
  });

  it("shows a message as text with its links clickable and markup escaped, and its attachments as downloads", async () => {
    const dev = createServerContext(withEnvironment("development"));
    const to = uniqueTo();
    const attachments = await storeEmailAttachments(dev, [
      { filename: "bill.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4 bill") },
    ]);
    const id = (await enqueueEmail(dev, {
      kind: "admin_email",
      to,
      subject: "Your bill <script>alert(1)</script>",
      text: "Hello <img src=x onerror=alert(1)>\nhttps://carefinder.example/dashboard",
      attachments,
    }))!;

    const list = await (await fetchAs("development", "/dev/mail")).text();
    expect(list).toContain(`href="/dev/mail/${id}"`);
    expect(list).toContain("Your bill &lt;script&gt;");
    expect(list).not.toContain("<script>alert(1)</script>");

    const res = await fetchAs("development", `/dev/mail/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain("Hello &lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain('<a href="https://carefinder.example/dashboard">https://carefinder.example/dashboard</a>');
    expect(page).toContain(`href="/dev/mail/${id}/attachments/0"`);

    const file = await fetchAs("development", `/dev/mail/${id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain('attachment; filename="bill.pdf"');
    expect(await file.text()).toBe("%PDF-1.4 bill");
    expect((await fetchAs("development", `/dev/mail/${id}/attachments/1`)).status).toBe(404);
    expect((await fetchAs("development", "/dev/mail/no-such-message")).status).toBe(404);
  });

  it("keeps delivered messages whole in development (still sealed at rest), and drops them elsewhere", async () => {
    const to = uniqueTo();
    const { id, link } = await queueSealedSignIn(to);
    await deliverPendingEmails(createServerContext(withEnvironment("development")), { transport: noSend });
    const kept = await createServerContext(env).db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
    expect(kept?.status).toBe("sent");
    expect(isSealedBody(kept!.textBody)).toBe(true);
    const mine = (
      (await (await fetchAs("development", "/dev/mail?format=json")).json()) as {
        to: string;
        links: string[];
        sentAt: string | null;
      }[]
    ).filter((m) => m.to === to);
    expect(mine[0].links).toEqual([link]);
    expect(mine[0].sentAt).toBe(kept!.sentAt!.toISOString());

    const other = await queueSealedSignIn(uniqueTo());
    await deliverPendingEmails(createServerContext(withEnvironment("production")), { transport: noSend });
    const dropped = await createServerContext(env).db.query.emailOutbox.findFirst({
      where: eq(emailOutbox.id, other.id),
    });
    expect(dropped).toMatchObject({ status: "sent", textBody: SEALED_BODY_REMOVED });
  });
});

describe("development-only parts in production and staging", () => {
  it("every /dev path answers 404 and sets no cookie, whatever the method", async () => {
    const { id } = await queueSealedSignIn(uniqueTo());
    const paths = [
      "/dev/mail",
      "/dev/mail?format=json",
      `/dev/mail/${id}`,
      `/dev/mail/${id}/attachments/0`,
      "/dev/sign-in",
    ];
    for (const environment of ["production", "staging"]) {
      for (const path of paths) {
        const get = await fetchAs(environment, path);
        expect(get.status, `${environment} GET ${path}`).toBe(404);
        expect(await get.text()).not.toContain("sign-in link");
        const post = await fetchAs(environment, path, {
          method: "POST",
          body: new URLSearchParams({ email: "support@carefinder.example" }),
          redirect: "manual",
        });
        expect(post.status, `${environment} POST ${path}`).toBe(404);
        expect(post.headers.get("set-cookie")).toBeNull();
      }
    }
    // The same build opens the mailbox in development.
    // (A query keeps the edge cache's copy of the production 404 out of it: one deploy never changes environment.)
    expect((await fetchAs("development", "/dev/mail?environment=development")).status).toBe(200);
  });

  it("ignores stand-in addresses: Google's and Stripe's real endpoints are used", () => {
    const standIns = {
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      STRIPE_API_BASE: "http://127.0.0.1:8790",
      STRIPE_API_TIMEOUT_MS: "250",
      OAUTH_TIMEOUT_MS: "250",
      OAUTH_GOOGLE_AUTHORIZATION_URL: "http://127.0.0.1:8791/authorize",
      OAUTH_GOOGLE_TOKEN_URL: "http://127.0.0.1:8791/token",
      OAUTH_GOOGLE_USERINFO_URL: "http://127.0.0.1:8791/userinfo",
    };
    for (const environment of ["production", "staging"]) {
      const deployed = withEnvironment(environment, standIns);
      expect(resolveProvider(deployed, "google").endpoints).toEqual({
        authorization: "https://accounts.google.com/o/oauth2/v2/auth",
        token: "https://oauth2.googleapis.com/token",
        userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
      });
      expect(stripeApiOverride(deployed)).toBeNull();
      expect(resolveProvider(deployed, "google").timeoutMs).toBe(PROVIDER_TIMEOUT_MS);
    }
    const local = withEnvironment("development", standIns);
    expect(resolveProvider(local, "google").endpoints.token).toBe("http://127.0.0.1:8791/token");
    expect(resolveProvider(local, "google").timeoutMs).toBe(250);
    expect(stripeApiOverride(local)).toEqual({ host: "127.0.0.1", port: "8790", protocol: "http", timeout: 250 });
  });

  it("lets forms post on to the Stripe and Google stand-ins' pages only in development (CSP form-action)", async () => {
    const base = {
      STRIPE_API_BASE: "http://127.0.0.1:8790",
      OAUTH_GOOGLE_AUTHORIZATION_URL: "http://127.0.0.1:8791/authorize",
    };
    const csp = async (environment: string) => {
      const ctx = createExecutionContext();
      // A query keeps the edge cache out of it: one deploy never changes environment, this test does.
      const res = await worker.fetch(
        new Request(`http://localhost:8787/pricing?environment=${environment}`),
        withEnvironment(environment, base),
        ctx,
      );
      await waitOnExecutionContext(ctx);
      await res.arrayBuffer();
      return /form-action [^;]*/.exec(res.headers.get("content-security-policy") ?? "")?.[0] ?? "";
    };
    expect(await csp("development")).toContain("http://127.0.0.1:8790");
    expect(await csp("development")).toContain("http://127.0.0.1:8791");
    for (const deployed of ["production", "staging", "test"]) {
      expect(await csp(deployed)).not.toContain("127.0.0.1");
      expect(await csp(deployed)).toContain("https://accounts.google.com");
    }
  });
});
