import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServerContext } from "../../app/.server/context.server";
import { listProcedures } from "../../app/.server/prices/prices.server";
import { packProcedures, unpackProcedures } from "../../app/domain/procedure-list";
import type { ProcedureOption } from "../../app/domain/prices";
import { appFetch } from "../support/browser";

/** `/` sends the catalog packed (app/domain/procedure-list.ts, ADR 0086); the picker reads it back unchanged. */
const option = (slug: string, common: boolean, codes = ["99999"]): ProcedureOption => ({
  slug,
  name: `Name of ${slug}`,
  category: "Lab",
  codes,
  common,
});

describe("the procedure list as / sends it", () => {
  it("reads back the whole catalog exactly as listed: order, names, categories, codes and the common ten", async () => {
    const catalog = await listProcedures(createServerContext(env));
    expect(catalog).toHaveLength(116);
    expect(catalog.some((o) => o.codes.length > 1)).toBe(true);
    expect(unpackProcedures(packProcedures(catalog))).toEqual(catalog);
  });

  it("keeps each procedure's own codes, in their order", () => {
    const list = [option("a", true, ["80053", "85025"]), option("b", false, ["G0103"])];
    expect(unpackProcedures(packProcedures(list))).toEqual(list);
  });

  it("refuses a list it could not read back the same", () => {
    expect(() => packProcedures([option("a", false), option("b", true)])).toThrow(/lead/);
    expect(() => packProcedures([{ ...option("a", true), name: "A | B" }])).toThrow(/separator/);
    expect(() => packProcedures([option("a", true, [])])).toThrow(/codes/);
    expect(() => packProcedures([option("a", true, ["1 2"])])).toThrow(/code/);
    expect(() => packProcedures([{ ...option("a", true), local: { name: "A", category: "B" } }])).toThrow(/local/);
  });

  it("sends the list once as text per field, not one object per procedure", async () => {
    const html = await (await appFetch("https://app.test/")).text();
    const data = /streamController\.enqueue\((".*?")\);<\/script>/s.exec(html)?.[1];
    expect(data).toBeDefined();
    const stream = JSON.parse(JSON.parse(data!)) as unknown[];
    const slugs = stream.find((v): v is string => typeof v === "string" && v.startsWith("mri|ct-scan|"));
    expect(slugs?.split("|")).toHaveLength(116);
    expect(stream).not.toContain("slug");
    // The markup still lists every procedure for a visit without JavaScript.
    expect([...html.matchAll(/<option value="([a-z0-9-]+)"/g)]).toHaveLength(116);
  });
});
