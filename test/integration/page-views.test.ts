import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";

function view(body: string, contentType = "application/json") {
  return appFetch("https://app.test/api/page-views", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });
}

async function rowsFor(path: string) {
  const { results } = await env.DB.prepare("select * from page_views where path = ?").bind(path).all();
  return results;
}

describe("POST /api/page-views", () => {
  it("stores one row with the path and query, nothing else", async () => {
    const path = `/pricing-${crypto.randomUUID().slice(0, 8)}`;
    const res = await view(JSON.stringify({ path, query: "?payment=cancelled" }));
    expect(res.status).toBe(204);
    const rows = await rowsFor(path);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(["created_at", "id", "path", "query"]);
    expect(rows[0]).toMatchObject({ path, query: "?payment=cancelled" });
  });

  it("refuses a text/plain body (another site's form can send one; our pages send JSON)", async () => {
    const path = `/beacon-${crypto.randomUUID().slice(0, 8)}`;
    expect((await view(JSON.stringify({ path, query: "" }), "text/plain;charset=UTF-8")).status).toBe(403);
    expect(await rowsFor(path)).toHaveLength(0);
  });

  it("redacts parameters that can carry secrets or personal data", async () => {
    const path = `/auth-${crypto.randomUUID().slice(0, 8)}`;
    await view(
      JSON.stringify({ path, query: "?code=abc123&state=xyz&plan=PREMIUM+CARE&session_id=cs_test_1&email=a%40b.com" }),
    );
    const [row] = await rowsFor(path);
    expect(row.query).toBe("?code=redacted&state=redacted&plan=PREMIUM+CARE&session_id=redacted&email=redacted");
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
    }
  });
});
