import { describe, expect, it } from "vitest";
import { recordingQueue } from "../support/queues";
import { countingEnv, callWorker } from "../support/worker-call";

/** Posts a view to the Worker with a page-view queue that records what it is sent; D1 trips counted. */
async function view(body: string, contentType = "application/json") {
  const { queue, sent } = recordingQueue();
  const counting = countingEnv();
  const res = await callWorker(
    "https://app.test/api/page-views",
    { method: "POST", headers: { "Content-Type": contentType }, body },
    { ...counting.env, PAGE_VIEWS: queue } as Env,
  );
  return { status: res.status, sent, d1Writes: counting.roundTrips.filter((sql) => !/^select/i.test(sql)) };
}

describe("POST /api/page-views", () => {
  it("sends one queue message with the path, the query and the time, nothing else; no D1 write", async () => {
    const path = `/pricing-${crypto.randomUUID().slice(0, 8)}`;
    const before = Date.now();
    const res = await view(JSON.stringify({ path, query: "?payment=cancelled" }));
    expect(res.status).toBe(204);
    expect(res.sent).toHaveLength(1);
    const [message] = res.sent as { path: string; query: string; at: number }[];
    expect(Object.keys(message).sort()).toEqual(["at", "path", "query"]);
    expect(message).toMatchObject({ path, query: "?payment=cancelled" });
    expect(message.at).toBeGreaterThanOrEqual(before);
    expect(message.at).toBeLessThanOrEqual(Date.now());
    // The consumer counts views a batch at a time (page-view-queue.test.ts).
    expect(res.d1Writes).toEqual([]);
  });

  it("refuses a text/plain body (another site's form can send one; our pages send JSON)", async () => {
    const path = `/beacon-${crypto.randomUUID().slice(0, 8)}`;
    const res = await view(JSON.stringify({ path, query: "" }), "text/plain;charset=UTF-8");
    expect(res.status).toBe(403);
    expect(res.sent).toEqual([]);
  });

  it("redacts parameters that can carry secrets or personal data", async () => {
    const path = `/auth-${crypto.randomUUID().slice(0, 8)}`;
    const res = await view(
      JSON.stringify({ path, query: "?code=abc123&state=xyz&plan=PREMIUM+CARE&session_id=cs_test_1&email=a%40b.com" }),
    );
    expect(res.sent).toEqual([
      expect.objectContaining({
        path,
        query: "?code=redacted&state=redacted&plan=PREMIUM+CARE&session_id=redacted&email=redacted",
      }),
    ]);
  });

  it("rejects bodies that are not a site path", async () => {
    for (const body of [
      "not json",
      JSON.stringify({ path: "https://evil.example/" }),
      JSON.stringify({ path: "//x" }),
      JSON.stringify({}),
    ]) {
      const res = await view(body);
      expect(res.status).toBe(400);
      expect(res.sent).toEqual([]);
    }
  });
});
