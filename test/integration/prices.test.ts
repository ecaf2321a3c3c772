import { env } from "cloudflare:test";
import { appFetch } from "./browser";
import { describe, expect, it } from "vitest";

type Insight = {
  procedure: string;
  zip: string;
  nationalAverageCost: number;
  localSelfPayRange: { min: number; max: number };
  insuredOutOfPocket: { min: number; max: number };
  dataSources: string[];
  preventive?: boolean;
  regional?: boolean;
  regionNote?: string;
};

function search(body: unknown) {
  return appFetch("https://app.test/api/search-providers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("the price reference migration", () => {
  it("loads 62 procedures, 921 ZIP3 regions and 50 state factors", async () => {
    const counts = await env.DB.prepare(
      "select (select count(*) from procedures) p, (select count(*) from zip3_regions) z, (select count(*) from state_hospital_factors) s",
    ).first();
    expect(counts).toEqual({ p: 62, z: 921, s: 50 });
  });

  it("puts the spec's ten procedures first, in the spec's order", async () => {
    const { results } = await env.DB.prepare("select name from procedures order by sort_order limit 10").all();
    expect(results.map((r) => r.name)).toEqual([
      "MRI",
      "CT Scan",
      "Colonoscopy",
      "Knee Surgery",
      "Mammogram",
      "Blood Work",
      "X-Ray",
      "Ultrasound",
      "Physical Therapy",
      "Dermatology Visit",
    ]);
  });

  it("stores the integer encodings of db/schema.ts", async () => {
    const mri = await env.DB.prepare("select medicare_national_cents m, hospital_cash_p50 p50 from procedures where slug='mri'").first();
    expect(mri).toEqual({ m: 20022, p50: 2012 });
    const manhattan = await env.DB.prepare("select gaf_milli g, state, locality_share_pct s from zip3_regions where zip3='100'").first();
    expect(manhattan).toEqual({ g: 1136, state: "NY", s: 100 });
    const ny = await env.DB.prepare("select factor_milli f, hospitals h from state_hospital_factors where state='NY'").first();
    expect(ny).toEqual({ f: 929, h: 117 });
  });
});

describe("POST /api/search-providers", () => {
  it("answers the spec's price insight shape for MRI in Manhattan", async () => {
    const res = await search({ procedure: "MRI", zipCode: "10001" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Insight;
    expect(body).toMatchObject({
      procedure: "MRI",
      zip: "10001",
      nationalAverageCost: 2100,
      localSelfPayRange: { min: 300, max: 400 },
      insuredOutOfPocket: { min: 400, max: 700 },
      regional: true,
    });
    expect(body.regionNote).toContain("Manhattan");
    expect(body.dataSources.join("\n")).toMatch(/Physician Fee Schedule, CY2025/);
    expect(body.dataSources.join("\n")).toMatch(/Geographic Practice Cost Indices/);
    expect(body.dataSources.join("\n")).toMatch(/price-transparency cash prices, files of January 2026/);
  });

  it("gives a lower regional estimate in Jackson, Mississippi", async () => {
    const body = (await (await search({ procedure: "MRI", zipCode: "39201" })).json()) as Insight;
    expect(body.localSelfPayRange).toEqual({ min: 200, max: 400 });
    expect(body.insuredOutOfPocket).toEqual({ min: 400, max: 600 });
  });

  it("accepts the slug, a CPT code and any letter case, and ZIP+4", async () => {
    for (const procedure of ["mri", "73721", "  mRi "]) {
      const body = (await (await search({ procedure, zipCode: "10001-1234" })).json()) as Insight;
      expect(body.procedure).toBe("MRI");
      expect(body.nationalAverageCost).toBe(2100);
    }
    const blood = (await (await search({ procedure: "85025", zipCode: "10001" })).json()) as Insight;
    expect(blood.procedure).toBe("Complete Blood Count (CBC)"); // the code alone wins over a bundle holding it
  });

  it("cites the lab fee schedule for lab procedures", async () => {
    const body = (await (await search({ procedure: "blood-work", zipCode: "10001" })).json()) as Insight;
    expect(body.dataSources.join("\n")).toContain("Clinical Laboratory Fee Schedule, 2025 Q2");
    expect(body.dataSources.join("\n")).not.toContain("Physician Fee Schedule");
  });

  it("flags preventive screenings with $0 in network", async () => {
    const body = (await (await search({ procedure: "Mammogram", zipCode: "33101" })).json()) as Insight;
    expect(body.preventive).toBe(true);
    expect(body.insuredOutOfPocket.min).toBe(0);
  });

  it("gives a national estimate, saying so, for a ZIP3 without regional data", async () => {
    const res = await search({ procedure: "MRI", zipCode: "00012" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Insight;
    expect(body.regional).toBe(false);
    expect(body.regionNote).toMatch(/national estimates/);
    expect(body.localSelfPayRange).toEqual({ min: 300, max: 400 });
    expect(body.dataSources.join("\n")).not.toContain("Geographic Practice Cost Indices");
  });

  it("rejects an invalid ZIP with the spec's message", async () => {
    for (const zipCode of ["1234", "123456", "abcde", "10001-12", ""]) {
      const res = await search({ procedure: "MRI", zipCode });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string };
      expect(body.error).toBe(zipCode === "" ? "ZIP code is required" : "Please enter a valid ZIP code");
    }
  });

  it("rejects an unknown or missing procedure with a clear message", async () => {
    const unknown = await search({ procedure: "Brain transplant", zipCode: "10001" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: "We don't have prices for that procedure yet. Please choose one from the list.",
    });
    const missing = await search({ zipCode: "10001" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Please choose a procedure" });
    const noZip = await search({ procedure: "MRI" });
    expect(await noZip.json()).toMatchObject({ error: "ZIP code is required" });
  });

  it("rejects a body that is not JSON", async () => {
    const res = await search("procedure=MRI");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body must be JSON." });
  });

  it("answers the same input from the edge cache, not from D1", async () => {
    const first = (await (await search({ procedure: "Ultrasound", zipCode: "60601" })).json()) as Insight;
    // Change the reference data behind the cache: a cached answer does not move.
    await env.DB.prepare("update procedures set hospital_cash_p50 = 99999 where slug = 'ultrasound'").run();
    try {
      const again = (await (await search({ procedure: " ultrasound ", zipCode: "60601" })).json()) as Insight;
      expect(again).toEqual({ ...first });
      // A new input is computed afresh and sees the change.
      const fresh = (await (await search({ procedure: "Ultrasound", zipCode: "60602" })).json()) as Insight;
      expect(fresh.nationalAverageCost).toBe(100000);
    } finally {
      await env.DB.prepare("update procedures set hospital_cash_p50 = 674 where slug = 'ultrasound'").run();
    }
  });
});

describe("the landing page's own form post (no JavaScript)", () => {
  function post(fields: Record<string, string>) {
    return appFetch("https://app.test/?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it("answers with the same figures as the API", async () => {
    const res = await post({ zipCode: "39201", procedure: "mri" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("MRI price preview");
    expect(html).toMatch(/\$2,100/);
    expect(html).toMatch(/\$400–\$600/);
    expect(html).toMatch(/\$200–\$400/);
    expect(html).toContain("Estimate, not a quote.");
  });

  it("keeps the input and shows the spec's ZIP message", async () => {
    const html = await (await post({ zipCode: "123", procedure: "mri" })).text();
    expect(html).toContain("Please enter a valid ZIP code");
    expect(html).toContain('value="123"');
    expect(html).not.toContain("Estimate, not a quote.");
  });
});
