import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { milesBetween, nearestHospitals, type HospitalRow } from "../../app/.server/hospitals/nearby.server";
import { byPrice, priceFlag } from "../../app/domain/price-rules";
import { classifyOwnership } from "../../app/.server/hospitals/ownership.server";
import { loadHospitals } from "../../app/.server/hospitals/provider-data.server";
import { displayHospitalName } from "../../app/.server/hospitals/names.server";
import type { ServerContext } from "../../app/.server/context.server";
import { appFetch } from "../support/browser";

type Nearby = {
  located: "zip" | "zip3" | null;
  hospitals: {
    ccn: string;
    name: string;
    city: string;
    distanceMiles: number;
    cashPrice: number;
    stars: number | null;
    priceFlag: "high" | "low" | null;
  }[];
  unplacedInState: number;
  state: string | null;
  radiusMiles: number;
  nearestMiles: number | null;
};

function search(procedure: string, zipCode: string) {
  return appFetch("https://app.test/api/search-providers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ procedure, zipCode }),
  });
}
const nearby = async (procedure: string, zipCode: string) =>
  ((await (await search(procedure, zipCode)).json()) as { nearbyHospitals: Nearby }).nearbyHospitals;

describe("milesBetween (haversine, Earth radius 3,958.8 mi)", () => {
  it.each([
    // ZCTA 10001 to downtown Los Angeles: 2,445.87 mi by the same formula worked separately
    [{ lat: 40.750649, lon: -73.997298 }, { lat: 34.052235, lon: -118.243683 }, 2445.87],
    [{ lat: 40.75, lon: -74 }, { lat: 40.75, lon: -74 }, 0],
    // one degree of latitude = 69.09 mi
    [{ lat: 0, lon: 0 }, { lat: 1, lon: 0 }, 69.09],
  ])("%j → %j = %d mi", (a, b, miles) => {
    expect(milesBetween(a, b)).toBeCloseTo(miles, 1);
  });
});

describe("classifyOwnership (CMS Hospital Ownership labels)", () => {
  it.each([
    ["Voluntary non-profit - Private", "non-profit"],
    ["Voluntary non-profit - Church", "non-profit"],
    ["Voluntary non-profit - Other", "non-profit"],
    ["Proprietary", "for-profit"],
    ["Physician", "for-profit"],
    ["Government - Federal", "government"],
    ["Government - State", "government"],
    ["Government - Local", "government"],
    ["Government - Hospital District or Authority", "government"],
    ["Tribal", "government"],
    ["", null],
    [null, null],
    ["Not a label", null],
  ])("%j → %j", (label, kind) => {
    expect(classifyOwnership(label)).toBe(kind);
  });
});

describe("nearestHospitals", () => {
  const rows: HospitalRow[] = [
    ["000001", "Far", "", "Far Town", "NY", null, 41.75, -74, 3],
    ["000002", "Near", "", "Near Town", "NY", null, 40.76, -74, null],
    ["000003", "Unplaced", "", "", "NY", null, null, null, 4],
    ["000004", "Unplaced elsewhere", "", "", "NJ", null, null, null, 4],
    ["000005", "No price", "", "", "NY", null, 40.75, -74, 5],
  ];
  it("lists placed hospitals that post a price, nearest first, and counts the unplaced ones in the ZIP's state", () => {
    const result = nearestHospitals(
      rows,
      [
        [0, 500],
        [1, 900],
        [2, 100],
        [3, 100],
      ],
      { lat: 40.75, lon: -74 },
      "NY",
    );
    expect(result.hospitals.map((h) => [h.name, h.distanceMiles, h.cashPrice, h.stars])).toEqual([
      ["Near", 0.7, 900, null],
      ["Far", 69.1, 500, 3],
    ]);
    expect(result.unplacedInState).toBe(1);
  });
  it("lists no hospital beyond 100 miles, and gives the nearest distance when none is that near", () => {
    // From 42.75° N: "Far" (41.75°) is 1° = 69.1 mi away, "Near" (40.76°) 1.99° = 137.5 mi
    const far = nearestHospitals(
      rows,
      [
        [0, 500],
        [1, 900],
      ],
      { lat: 42.75, lon: -74 },
      "NY",
    );
    expect(far.hospitals.map((h) => h.name)).toEqual(["Far"]);
    const none = nearestHospitals(rows, [[1, 900]], { lat: 42.75, lon: -74 }, "NY");
    expect(none).toMatchObject({ hospitals: [], nearestMiles: 137.5 });
  });

  it("flags each price against the national hospital median: high above 3×, low under a quarter", () => {
    expect([priceFlag(6037, 2012), priceFlag(6036, 2012), priceFlag(503, 2012), priceFlag(502, 2012)]).toEqual([
      "high",
      null,
      null,
      "low",
    ]);
    expect(priceFlag(10, null)).toBeNull();
    const listed = nearestHospitals(
      rows,
      [
        [0, 7000],
        [1, 100],
      ],
      { lat: 40.75, lon: -74 },
      "NY",
      10,
      2000,
    );
    expect(listed.hospitals.map((h) => [h.name, h.priceFlag])).toEqual([
      ["Near", "low"],
      ["Far", "high"],
    ]);
    // Lowest price first never leads with a likely partial price
    expect([...listed.hospitals].sort(byPrice).map((h) => h.name)).toEqual(["Far", "Near"]);
  });

  it("keeps only the nearest `limit`", () => {
    expect(
      nearestHospitals(
        rows,
        [
          [0, 500],
          [1, 900],
        ],
        { lat: 40.75, lon: -74 },
        "NY",
        1,
      ).hospitals.map((h) => h.name),
    ).toEqual(["Near"]);
  });
});

describe("displayHospitalName: CMS legal names as people read them", () => {
  it.each([
    ["Pontotoc Health Service Inc Cah", "Pontotoc Health Service"],
    ["Tallahatchie General Hospital-Cah", "Tallahatchie General Hospital"],
    ["Sakakawea Medical Center - Cah", "Sakakawea Medical Center"],
    ["Prairie Community Cah", "Prairie Community Hospital"],
    ["Northern Cochise Community Hospital, Inc.", "Northern Cochise Community Hospital"],
    ["Alaska Specialty Hospital  LLC", "Alaska Specialty Hospital"],
    ["Good Samaritan Hospital, LP", "Good Samaritan Hospital"],
    ["Mclean Hospital Corporation", "Mclean Hospital"],
    ["HCA-Healthone Dba Swedish Medical Center", "Swedish Medical Center"],
    ["Zuckerberg San Francisco General Hosp & Trauma Ctr", "Zuckerberg San Francisco General Hospital & Trauma Center"],
    ["Providence Little Co of Mary Med Ctr San Pedro", "Providence Little Co of Mary Medical Center San Pedro"],
    ["Bellevue Hospital Center", "Bellevue Hospital Center"],
    ["University of Mississippi Med Center", "University of Mississippi Medical Center"],
    ["Orthocolorado Hosp at St Anthony Med Campus", "Orthocolorado Hospital at St Anthony Medical Campus"],
  ])("%s → %s", (legal, shown) => {
    expect(displayHospitalName(legal)).toBe(shown);
  });

  it("leaves no corporate suffix, 'Cah' or double space in any of the 3,521 names", async () => {
    const hospitals = await loadHospitals({ env } as unknown as ServerContext);
    for (const [, legal] of hospitals) {
      const shown = displayHospitalName(legal);
      expect(shown).not.toMatch(/\b(inc|llc|llp|lp|corp|corporation|ltd|cah|dba)\.?$/i);
      expect(shown).not.toMatch(/\s{2}|[-,]$/);
      expect(shown.length).toBeGreaterThan(3);
    }
  });

  it("shows the readable name in the nearby list and on the hospital page, with the name on its bills beside it", async () => {
    const res = await search("mri", "38863");
    const body = (await res.json()) as { nearbyHospitals: Nearby };
    const names = body.nearbyHospitals.hospitals.map((h) => h.name);
    expect(names.join(" | ")).not.toMatch(/\b(Inc|LLC|Cah)\b/);
    const page = (await (await appFetch("https://app.test/hospitals/251308")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("<h1>Pontotoc Health Service</h1>");
    expect(page).toContain("Name on its bills (CMS): Pontotoc Health Service Inc Cah");
  });
});

describe("hospitals near you, from the generated static files", () => {
  it("lists the hospitals nearest 10001 that post an MRI cash price, with price and stars", async () => {
    const result = await nearby("MRI", "10001");
    expect(result.located).toBe("zip");
    expect(result.state).toBe("NY");
    expect(result.hospitals).toHaveLength(10);
    // Worked from hospitals.csv, hospital-cash.csv and zcta-centroids.csv (ties by name)
    expect(
      result.hospitals.slice(0, 4).map((h) => [h.ccn, h.name, h.city, h.distanceMiles, h.cashPrice, h.stars]),
    ).toEqual([
      ["330204", "Bellevue Hospital Center", "New York", 1.3, 283, 2],
      ["330214", "NYU Langone Hospitals", "New York", 1.3, 1202, 5],
      ["330046", "Mount Sinai West", "New York", 1.4, 3159, 4],
      ["330270", "Hospital for Special Surgery", "New York", 2.5, 4538, 5],
    ]);
    const distances = result.hospitals.map((h) => h.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(result.unplacedInState).toBe(21); // NY hospitals posting an MRI price without coordinates
    // MRI's national hospital median is $2,012: Bellevue's $283 is under a quarter of it
    expect(result.hospitals.slice(0, 4).map((h) => h.priceFlag)).toEqual(["low", null, null, null]);
    expect(result.hospitals.every((h) => h.distanceMiles <= 100)).toBe(true);
  });

  it("lists no hospital for Guam, whose nearest posting hospital (Hawaii) is thousands of miles away", async () => {
    const guam = await nearby("MRI", "96910");
    expect(guam.hospitals).toEqual([]);
    expect(guam.radiusMiles).toBe(100);
    expect(guam.nearestMiles).toBeGreaterThan(3000);
  });

  it("carries each hospital's ownership and emergency services from CMS, null where CMS does not list it", async () => {
    const hospitals = await loadHospitals({ env } as unknown as ServerContext);
    expect(hospitals).toHaveLength(3521);
    const byCcn = new Map(hospitals.map((h) => [h[0], h]));
    // Worked from hospitals.csv: Bellevue, Government - Local, Yes; Unity Psychiatric Care, Proprietary, No;
    // Crenshaw Community Hospital is not in the CMS file (both columns empty)
    expect(byCcn.get("330204")?.slice(9)).toEqual(["Government - Local", true]);
    expect(byCcn.get("014018")?.slice(9)).toEqual(["Proprietary", false]);
    expect(byCcn.get("010008")?.slice(9)).toEqual([null, null]);
    const kinds = { "non-profit": 0, "for-profit": 0, government: 0, unknown: 0 };
    for (const h of hospitals) kinds[classifyOwnership(h[9]) ?? "unknown"]++;
    // SOURCES.md counts: non-profit 1,511 + 224 + 201; for-profit 545 + 46; government 345 + 247 + 32 + 9 + 4
    expect(kinds).toEqual({ "non-profit": 1936, "for-profit": 591, government: 637, unknown: 357 });
  });

  it("falls back to the 3-digit prefix for a ZIP without a centroid, and says it cannot place an unknown one", async () => {
    const fallback = await nearby("MRI", "10008"); // a PO-box ZIP: no ZCTA
    expect(fallback.located).toBe("zip3");
    expect(fallback.hospitals.length).toBe(10);
    const none = await nearby("MRI", "00012");
    expect(none).toMatchObject({ located: null, hospitals: [] });
  });

  it("shows the list on the page, linking each hospital to its page of posted prices", async () => {
    const res = await appFetch("https://app.test/?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ zipCode: "10001", procedure: "mri" }).toString(),
    });
    const html = (await res.text()).replaceAll("<!-- -->", ""); // React's text separators
    expect(html).toContain("Hospitals near 10001 that post a cash price");
    // Each hospital's page names the preview it was reached from, so its back link returns there
    expect(html).toContain('href="/hospitals/330204?zip=10001&amp;procedure=mri"');
    expect(html).toContain("21 hospitals in NY that post a price for MRI cannot be placed on a map");
    expect(html).toContain("as of January 2026");
  });

  it("serves a hospital's page of posted prices, and 404 for an unknown hospital", async () => {
    const res = await appFetch("https://app.test/hospitals/330204");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Bellevue Hospital Center");
    expect(html).toContain(`<link rel="canonical" href="${env.APP_URL}/hospitals/330204"/>`);
    expect(html).toMatch(/MRI<\/th><td[^>]*>\$283</);
    // Ownership and emergency services from CMS; a non-profit's financial assistance policy (IRS section 501(r))
    const text = html.replaceAll("<!-- -->", "");
    expect(text).toContain("<dt>Ownership</dt><dd>Government (CMS: Government - Local)</dd>");
    expect(text).toContain("<dt>Emergency services</dt><dd>Yes, it has an emergency department</dd>");
    expect(text).not.toContain("501(r)");
    const nonProfit = (await (await appFetch("https://app.test/hospitals/010007")).text()).replaceAll("<!-- -->", "");
    expect(nonProfit).toContain("Non-profit (CMS: Voluntary non-profit - Private)");
    expect(nonProfit).toContain("must keep a written financial assistance policy (IRS section 501(r))");
    expect(nonProfit).toContain("bill check");
    expect((await appFetch("https://app.test/hospitals/999999")).status).toBe(404);
    expect((await appFetch("https://app.test/hospitals/..%2Fetc")).status).toBe(404);
  });
});
