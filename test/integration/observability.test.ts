import type { AppLoadContext } from "@remix-run/cloudflare";
import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logError } from "../../app/.server/observability.server";
import { requestIdFor } from "../../app/.server/page-ids.server";
import { handleApiError } from "../../worker/api/errors";
import type { ApiEnv } from "../../worker/api/types";

afterEach(() => vi.restoreAllMocks());

/** What console.error received, parsed (every error log is one JSON line). */
function captureErrorLogs() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>);
}

describe("request ids", () => {
  it("use Cloudflare's cf-ray when present, on pages and API answers alike", async () => {
    const page = await appFetch("https://app.test/", { headers: { "cf-ray": "8f00ba11-EWR" } });
    expect(page.headers.get("X-Request-Id")).toBe("8f00ba11-EWR");
    // React writes `/>`; a page answered from the edge cache has the id rewritten and reads ` />`.
    expect(await page.text()).toMatch(/<meta name="request-id" content="8f00ba11-EWR" ?\/>/);

    const api = await appFetch("https://app.test/api/health", { headers: { "cf-ray": "8f00ba12-EWR" } });
    expect(api.headers.get("X-Request-Id")).toBe("8f00ba12-EWR");
  });

  it("are generated, and differ, when there is no cf-ray (local runs)", async () => {
    const first = (await appFetch("https://app.test/api/health")).headers.get("X-Request-Id");
    const second = (await appFetch("https://app.test/api/health")).headers.get("X-Request-Id");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("stay the same for one request however often they are asked for", () => {
    const request = new Request("https://app.test/");
    expect(requestIdFor(request)).toBe(requestIdFor(request));
  });
});

describe("error logs", () => {
  it("carry the stack and the request id but never the message, which may hold personal data", () => {
    const logs = captureErrorLogs();
    const request = new Request("https://app.test/x", { headers: { "cf-ray": "ray-1" } });
    logError("unit", new TypeError("lookup failed for maria.lopez@example.com"), request);
    const [entry] = logs();
    expect(entry).toMatchObject({ level: "error", where: "unit", requestId: "ray-1", name: "TypeError" });
    expect(entry.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(entry)).not.toContain("maria.lopez");
  });

  it("an unexpected API failure answers 500 with the id to quote, and logs it without the message", async () => {
    const logs = captureErrorLogs();
    const app = new Hono<ApiEnv>();
    app.get("/boom", () => {
      throw new Error("DOB 1990-01-01 for member 42");
    });
    app.onError(handleApiError);
    const res = await app.request("/boom", { headers: { "cf-ray": "ray-2" } }, env);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "Something went wrong. Please try again.", request_id: "ray-2" });
    const [entry] = logs();
    expect(entry).toMatchObject({ where: "api GET /boom", requestId: "ray-2", name: "Error" });
    expect(JSON.stringify(entry)).not.toMatch(/1990|member 42/);
  });
});

describe("Remix error logs", () => {
  const remixLogs = (logs: () => Record<string, string>[]) => logs().filter((entry) => entry.where === "remix");

  it("say nothing about a 4xx answer: an unknown page, a development-only page outside development, a POST nothing accepts", async () => {
    const logs = captureErrorLogs();
    const missing = await appFetch("https://app.test/no-such-page-here");
    expect(missing.status).toBe(404);
    const devOnly = await appFetch("https://app.test/dev/sign-in");
    expect(devOnly.status).toBe(404);
    const devNested = await appFetch("https://app.test/dev/anything/else");
    expect(devNested.status).toBe(404);
    // A form posted to a page without an action: Remix answers 405.
    const post = (path: string) =>
      appFetch(`https://app.test${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=support%40carefinder.example",
      });
    expect((await post("/no-such-page-here")).status).toBe(405);
    expect((await post("/dev/mail")).status).toBe(404); // development only
    expect(remixLogs(logs)).toEqual([]);
  });

  it("still log a real loader failure with its stack and request id, and the error inside a 5xx answer", async () => {
    const { entry } = await import("remix-server-build");
    const handleError = entry.module.handleError!;
    const logs = captureErrorLogs();
    const request = new Request("https://app.test/x", { headers: { "cf-ray": "ray-3" } });
    // handleError reads only the request.
    const args = { request, params: {}, context: {} as AppLoadContext };
    handleError(new RangeError("bad row for maria.lopez@example.com"), args);
    handleError(new Response("Not here", { status: 404 }), args);
    const [failure, ...rest] = remixLogs(logs);
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({ level: "error", requestId: "ray-3", name: "RangeError" });
    expect(failure.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(failure)).not.toContain("maria.lopez");
  });
});
