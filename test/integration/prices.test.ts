import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { searchPrices } from "../../app/.server/prices/prices.server";
import { appFetch } from "../support/browser";
import { refusalBody } from "../support/refusal-body";

type Range = { min: number; max: number };
type Insight = {
  procedure: string;
  setting?: string;
  coverage?: { description: string | null; includes: string[]; excludes: string[] };
  insuredAfterDeductible?: Range;
  dollars?: { nationalAverageCost: number; localSelfPayRange: Range };
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
  it("loads 116 procedures (migration 0007), 921 ZIP3 regions and 50 state factors", async () => {
    const counts = await env.DB.prepare(
      "select (select count(*) from procedures) p, (select count(*) from zip3_regions) z, (select count(*) from state_hospital_factors) s",
    ).first();
    expect(counts).toEqual({ p: 116, z: 921, s: 50 });
  });

  it("prices the whole catalog, the most billed visit (99214) and the tissue exam (88305) among them", async () => {
    const visit = await search({ procedure: "99214", zipCode: "10001" });
    expect(visit.status).toBe(200);
    expect(await visit.json()).toMatchObject({ procedureSlug: "follow-up-visit-30", codes: ["99214"] });
    const pathology = await search({ procedure: "88305", zipCode: "60601" });
    expect(await pathology.json()).toMatchObject({ procedureSlug: "pathology-exam" });
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

  it("stores the integer encodings of db/schema/", async () => {
    const mri = await env.DB.prepare(
      "select medicare_national_cents m, hospital_cash_p50 p50 from procedures where slug='mri'",
    ).first();
    expect(mri).toEqual({ m: 20022, p50: 2012 });
    const manhattan = await env.DB.prepare(
      "select gaf_milli g, state, locality_share_pct s from zip3_regions where zip3='100'",
    ).first();
    expect(manhattan).toEqual({ g: 1136, state: "NY", s: 100 });
    const ny = await env.DB.prepare(
      "select factor_milli f, hospitals h from state_hospital_factors where state='NY'",
    ).first();
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
      // insured by the hospital's parts: the read × 1.8 + OPPS × 1.5 … 3.58 (price-engine.test.ts)
      insuredOutOfPocket: { min: 500, max: 1000 },
      insuredAfterDeductible: { min: 200, max: 300 },
      dollars: { insuredAfterDeductible: { min: 103, max: 209 } },
      // hospitals' posted price plus the radiologist's read
      hospitalCashRange: { min: 1200, max: 3100 },
      // self-pay stays an imaging center's cash price, at its Medicare global fee and up
      setting: "office",
      // self-pay midpoint 307.5 ≤ 0.85 × the before-deductible midpoint 740.5
      cashMayBeCheaper: true,
      cashSavings: 433,
      medicareLocal: 227.45,
      nationalAverageNote: null,
      nationalAverageSource: "The median cash price posted by 3,167 hospitals for this procedure (January 2026)",
      regional: true,
    });
    expect(body.regionNote).toContain("Manhattan");
    expect(body.dataSources.join("\n")).toMatch(/Physician Fee Schedule, CY2025/);
    expect(body.dataSources.join("\n")).toMatch(/Geographic Practice Cost Indices/);
    expect(body.dataSources.join("\n")).toMatch(/price-transparency cash prices, files of January 2026/);
    expect(body.dataSources.join("\n")).toMatch(/Outpatient Prospective Payment System/);
    expect(body.dataSources.join("\n")).toMatch(/radiology about 180 %/);
  });

  it("prices a knee MRI (73721) at 10001 before the deductible inside the commercial range $481–$1,577", async () => {
    const body = (await (await search({ procedure: "73721", zipCode: "10001" })).json()) as Insight & {
      dollars: { insuredOutOfPocket: Range };
    };
    // Before this change: $269–$408, a physician ratio on the whole scan
    const before = body.dollars.insuredOutOfPocket;
    expect(before.min).toBeGreaterThanOrEqual(481);
    expect(before.max).toBeLessThanOrEqual(1577);
    expect(before).toEqual({ min: 489, max: 992 });
    expect(body.insuredOutOfPocket.min).toBeGreaterThanOrEqual(481);
    expect(body.insuredOutOfPocket.max).toBeLessThanOrEqual(1577);
    expect(body.coverage?.includes).toEqual(["the scan and the radiologist's read"]);
  });

  it("gives a lower regional estimate in Jackson, Mississippi", async () => {
    const body = (await (await search({ procedure: "MRI", zipCode: "39201" })).json()) as Insight;
    expect(body.localSelfPayRange).toEqual({ min: 200, max: 400 }); // 185.00 … 314.51
    // read 61.78 × 0.924 × 1.8 + OPPS 241.72 × 1.5 … 3.58 = 465.33 … 968.11 (Manhattan: 488.91 … 991.69)
    expect(body.insuredOutOfPocket).toEqual({ min: 500, max: 1000 });
  });

  it("adds the surgery center and anesthesia to knee surgery, and says what is left out", async () => {
    const body = (await (await search({ procedure: "Knee Surgery", zipCode: "10001" })).json()) as Insight;
    expect(body).toMatchObject({
      setting: "asc",
      localSelfPayRange: { min: 2300, max: 3800 },
      insuredOutOfPocket: { min: 2200, max: 2300 },
      insuredAfterDeductible: { min: 800, max: 900 },
      cashMayBeCheaper: false,
      coverage: {
        description: "Arthroscopic knee surgery (meniscus trim)",
        includes: ["the doctor's fee", "the surgery center's fee", "anesthesia (its base fee)"],
        excludes: ["anesthesia time, which is billed by the minute"],
      },
    });
    const sources = body.dataSources.join("\n");
    expect(sources).toContain("Ambulatory Surgical Center payment rates, January 2025");
    expect(sources).toContain("anesthesia conversion factor");
    expect(sources).toContain("surgery centers 171 %");
  });

  it("gives a birth the published whole-birth figure as its national average, named as what it is", async () => {
    const body = (await (await search({ procedure: "c-section", zipCode: "10001" })).json()) as Insight & {
      nationalAverageLabel: string;
      nationalAverageSource: string;
      nationalAverageNote: string | null;
      episodeBenchmarks: { dollars: number; period: string; source: string }[];
    };
    expect(body.nationalAverageCost).toBe(17000); // FAIR Health $16,944, rounded up
    expect(body.dollars?.nationalAverageCost).toBe(16944);
    expect(body.nationalAverageLabel).toMatch(/whole birth/);
    expect(body.nationalAverageSource).toMatch(/^FAIR Health, Cost of Giving Birth Tracker .*through 2023-09$/);
    expect(body.episodeBenchmarks.map((e) => e.dollars)).toEqual([16944, 28998, 3071]);
    expect(body.nationalAverageNote).toContain("only the doctor's part");
    const vbac = (await (await search({ procedure: "59610", zipCode: "10001" })).json()) as Insight;
    expect(vbac.dollars?.nationalAverageCost).toBe(13946); // a VBAC is a vaginal birth
  });

  it("prices a prostatectomy with its outpatient facility fee and a breast-lump removal all-in at a surgery center", async () => {
    type Parts = Insight & { medicareLocal: number; notes: string | null };
    const prostate = (await (await search({ procedure: "55866", zipCode: "00012" })).json()) as Parts;
    expect(prostate.setting).toBe("hopd");
    // surgeon $1,156.71 + anesthesia $142.22 + OPPS $10,411.22, national (no region for 000)
    expect(prostate.medicareLocal).toBe(11710.15);
    expect(prostate.coverage?.includes).toContain("the hospital outpatient department's fee");
    expect(prostate.coverage?.excludes.join(" ")).not.toMatch(/hospital stay/);
    expect(prostate.notes).toBeNull(); // "Surgeon fee only" is no longer true of the figure
    const lump = (await (await search({ procedure: "19120", zipCode: "00012" })).json()) as Parts;
    expect(lump.setting).toBe("asc");
    expect(lump.medicareLocal).toBe(2011.74); // $412.74 + $60.95 + $1,538.05: about $2,012 all-in
    expect(lump.dollars?.localSelfPayRange.min).toBe(2012);
  });

  it("prices a delivery as an inpatient stay, with the stay said to be left out", async () => {
    const body = (await (await search({ procedure: "vaginal-delivery", zipCode: "99501" })).json()) as Insight;
    expect(body.setting).toBe("inpatient");
    expect(body.coverage?.excludes).toContain("the hospital stay (no public figure for it in our data)");
    expect(body.dataSources.join("\n")).not.toMatch(/Outpatient|Ambulatory/);
  });

  it("gives the to-the-dollar figures a CBC needs", async () => {
    const body = (await (await search({ procedure: "cbc", zipCode: "10001" })).json()) as Insight;
    expect(body).toMatchObject({
      nationalAverageCost: 100,
      localSelfPayRange: { min: 100, max: 100 },
      // the test $7.77 and the blood draw $9.09 (36415): 16.86 … 28.66; insured 19.89 … 30.18
      dollars: {
        nationalAverageCost: 66,
        localSelfPayRange: { min: 17, max: 29 },
        insuredOutOfPocket: { min: 20, max: 31 },
      },
      coverage: { includes: ["the lab's fee for the test", "the blood draw (36415)"], excludes: [] },
    });
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

  it("finds a name typed with extra spaces on a cold cache (the lookup and the cache key share one normaliser)", async () => {
    const res = await search({ procedure: "Sleep  Study", zipCode: "30303" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Insight).procedure).toBe("Sleep Study");
  });

  it("names places with their acronyms", async () => {
    const suburbs = (await (await search({ procedure: "MRI", zipCode: "10501" })).json()) as Insight;
    expect(suburbs.regionNote).toBe("Adjusted for Medicare costs in the NYC Suburbs/Long Island area (NY).");
    const dc = (await (await search({ procedure: "MRI", zipCode: "20001" })).json()) as Insight;
    expect(dc.regionNote).toBe("Adjusted for Medicare costs in the DC + MD/VA Suburbs area (DC).");
  });

  it("gives the ZIP message, not 'required', for a ZIP sent as a JSON number", async () => {
    const res = await search({ procedure: "MRI", zipCode: 10001 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "Please enter a valid ZIP code",
      details: { zipCode: "Please enter a valid ZIP code" },
    });
    expect(await (await search({ procedure: "MRI", zipCode: null })).json()).toMatchObject({
      error: "ZIP code is required",
    });
  });

  it("says which code it has no price for", async () => {
    // 99214 was the example until the catalog priced it; 99499 (unlisted visit) is still not priced
    const res = await search({ procedure: "99499", zipCode: "10001" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "We don't have prices for code 99499 yet. Please choose a procedure from the list.",
    });
  });

  it("rejects a body that is not JSON", async () => {
    const res = await search("procedure=MRI");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refusalBody("The request body must be JSON."));
  });

  it("answers the same input from the edge cache, not from D1", async () => {
    const first = (await (await search({ procedure: "Ultrasound", zipCode: "60601" })).json()) as Insight;
    // Change the reference data behind the cache: a cached answer does not move.
    await env.DB.prepare("update procedures set hospital_cash_p50 = 99999 where slug = 'ultrasound'").run();
    try {
      const again = (await (await search({ procedure: " ultrasound ", zipCode: "60601" })).json()) as Insight;
      expect(again).toEqual({ ...first });
      // A new input is computed afresh, from the reference tables this isolate
      // read once (they change only with a migration, so with a deploy).
      const fresh = (await (await search({ procedure: "Ultrasound", zipCode: "60602" })).json()) as Insight;
      expect(fresh.zip).toBe("60602");
      expect(fresh.nationalAverageCost).toBe(first.nationalAverageCost);
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
    expect(html).toMatch(/\$500–\$1,000/); // insured, by the hospital's parts (the API test above)
    expect(html).toMatch(/\$200–\$400/);
    expect(html).toContain("After your deductible:");
    expect(html).toContain("Estimate, not a quote.");
  });

  it("keeps the input and shows the spec's ZIP message", async () => {
    const html = await (await post({ zipCode: "123", procedure: "mri" })).text();
    expect(html).toContain("Please enter a valid ZIP code");
    expect(html).toContain('value="123"');
    expect(html).not.toContain("Estimate, not a quote.");
  });
});

describe("answers kept in the isolate", () => {
  it("a warm answer is shared, so nobody can change it for the next search", async () => {
    const server = createServerContext(env);
    const input = { procedure: "MRI", zipCode: "10001" };
    const first = await searchPrices(server, input);
    const warm = await searchPrices(server, input);
    expect(() => {
      (warm as { nationalAverageCost: number }).nationalAverageCost = 1;
    }).toThrow(TypeError);
    expect(await searchPrices(server, input)).toEqual(first);
  });
});

describe("finding a procedure without JavaScript", () => {
  const post = (fields: Record<string, string>) =>
    appFetch("https://app.test/?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }).then(async (res) => ({ status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") }));

  it("prices the one procedure the search box names by code, with nothing chosen in the list", async () => {
    const { status, html } = await post({ zipCode: "10001", procedure: "", find: "99214" });
    expect(status).toBe(200);
    expect(html).toContain("Follow-up Visit, Longer price preview");
  });

  it("sends the list back narrowed to the matches when the words fit several, keeping what was typed", async () => {
    const { html } = await post({ zipCode: "10001", procedure: "", find: "knee" });
    expect(html).toContain("procedures match “knee”. Please choose one from the list.");
    expect(html).toMatch(/name="find"[^>]*value="knee"/);
    const options = [...html.matchAll(/<option value="([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(options).toEqual(expect.arrayContaining(["knee-surgery", "knee-replacement", "knee-x-ray"]));
    expect(options).not.toContain("brain-mri");
    expect(options).not.toContain("colonoscopy");
    const nothing = await post({ zipCode: "10001", procedure: "", find: "zzzz" });
    expect(nothing.html).toContain("No procedure matches “zzzz”.");
  });

  it("the list chosen wins over the search box", async () => {
    const { html } = await post({ zipCode: "10001", procedure: "mri", find: "knee" });
    expect(html).toContain("MRI price preview");
  });
});

describe("the catalog on /methodology and in the sitemap", () => {
  it("lists every procedure by category, each linking to the search opened on it", async () => {
    const html = (await (await appFetch("https://app.test/methodology")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("The 116 procedures we price");
    expect(html).toContain('href="/?procedure=follow-up-visit-30"');
    expect(html).toMatch(/<h3 id="catalog-Maternity">Maternity<\/h3>/);
    const opened = await (await appFetch("https://app.test/?procedure=follow-up-visit-30")).text();
    expect(opened).toMatch(/<option value="follow-up-visit-30" selected="">/);
  });

  it("describes imaging by its parts, the parts now included, what is still left out and their sources", async () => {
    const html = (await (await appFetch("https://app.test/methodology")).text())
      .replaceAll("<!-- -->", "")
      .replaceAll("&#x27;", "'");
    expect(html).toContain("Scans priced by their parts (MRI and CT)");
    expect(html).toContain("read × regional factor × 1.8 + hospital scan rate × 1.5 … 3.58");
    expect(html).toMatch(/pathology exam of one tissue\s+sample \(CPT 88305\)/);
    expect(html).toContain("the blood draw (36415)");
    expect(html).toContain("What is still left out");
    expect(html).toContain("radiology about 180 %");
    expect(html).toContain("Outpatient Prospective Payment System");
    expect(html).not.toMatch(/Hospital stays<\/strong> \(deliveries, prostate removal\)/);
  });
});

describe("a price preview with its own address", () => {
  const page = (path: string) =>
    appFetch(`https://app.test${path}`).then(async (res) => ({
      status: res.status,
      html: (await res.text()).replaceAll("<!-- -->", ""),
    }));

  it("renders /?zip=…&procedure=… on the server with the API's figures and the fields filled in", async () => {
    const { status, html } = await page("/?zip=39201&procedure=mri");
    expect(status).toBe(200);
    expect(html).toContain("MRI price preview");
    expect(html).toMatch(/\$500–\$1,000/); // insured, by the hospital's parts
    expect(html).toMatch(/\$200–\$400/);
    expect(html).toMatch(/name="zip"[^>]*value="39201"/);
    expect(html).toMatch(/<option value="mri" selected="">/);
    // The search form asks for the same address again
    expect(html).toMatch(/<form method="get" action="\/"/);
  });

  it("a bad ZIP in the address answers the spec's message with the value kept; no search, no card", async () => {
    const bad = await page("/?zip=123&procedure=mri");
    expect(bad.status).toBe(200);
    expect(bad.html).toContain("Please enter a valid ZIP code");
    expect(bad.html).toMatch(/name="zip"[^>]*value="123"/);
    expect(bad.html).not.toContain("Estimate, not a quote.");
    expect((await page("/?procedure=mri")).html).not.toContain("Estimate, not a quote.");
  });

  it("the hospitals listed link to pages that lead back to the same preview", async () => {
    const { html } = await page("/?zip=10001&procedure=mri");
    const link = html.match(/href="(\/hospitals\/[0-9A-Z]+\?zip=10001&amp;procedure=mri)"/);
    expect(link).not.toBeNull();
    const hospital = await page(link![1].replaceAll("&amp;", "&"));
    expect(hospital.html).toContain('href="/?zip=10001&amp;procedure=mri">← Back to price preview');
    // Anything but a well-formed search leads back to the plain page
    const odd = await page(`${link![1].split("?")[0]}?zip=javascript:1&procedure=mri`);
    expect(odd.html).toContain('href="/">← Back to price preview');
  });
});
