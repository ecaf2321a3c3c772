import { describe, expect, it } from "vitest";
import { listProcedures } from "../../app/.server/prices/prices.server";
import { procedureInSpanish } from "../../app/i18n/procedures/es";
import { server } from "../support/auth-helpers";
import { appFetch } from "../support/browser";

/** The Spanish page at an address, as HTML with React's text markers and the usual entities undone. */
const page = (query: string) =>
  appFetch(`https://app.test/precios-y-planes${query}`).then(async (res) => ({
    status: res.status,
    html: (await res.text())
      .replaceAll("<!-- -->", "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&"),
  }));

const optionValues = (html: string) => [...html.matchAll(/<option value="([a-z0-9-]+)"/g)].map((m) => m[1]);

describe("the Spanish procedure names", () => {
  it("name every procedure the app lists and every category, in Spanish", async () => {
    const procedures = await listProcedures(server());
    expect(procedures).toHaveLength(116);
    const missing = procedures.flatMap((p) => {
      const { name, category } = procedureInSpanish(p);
      return [...(name ? [] : [`procedure ${p.slug}`]), ...(category ? [] : [`category ${p.category}`])];
    });
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe("the Spanish page's price search (a GET form, answered on the server)", () => {
  it("renders the Spanish card for the address it names, the procedure in Spanish with the English beside", async () => {
    const { status, html } = await page("?zip=10001&procedure=mri");
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/precios-y-planes"/);
    expect(html).toContain(
      'Precio estimado: Resonancia magnética de rodilla u otra articulación de la pierna<span lang="en"> (MRI)</span>',
    );
    expect(html).toContain("Precio en efectivo habitual cerca de 10001");
    expect(html).toContain("Hospitales cerca de 10001 que publican un precio en efectivo");
    // What was asked stays in the form: Back, reload and a shared link show the same preview.
    expect(html).toMatch(/name="zip"[^>]*value="10001"/);
    expect(html).toMatch(/<option value="mri" selected="">Resonancia magnética de rodilla/);
  });

  it("shows Spanish names with the English beside in the list, and Spanish labels", async () => {
    const { html } = await page("");
    expect(html).toContain("Buscar un procedimiento");
    expect(html).toContain("Código postal (ZIP)");
    expect(html).toContain('<option value="knee-x-ray">Radiografía de rodilla (Knee X-Ray) · CPT 73562</option>');
    expect(html).toContain('<optgroup label="Los más buscados">');
    expect(html).toContain('<optgroup label="Laboratorio">');
    expect(html).not.toContain("Find a procedure");
  });

  it("narrows the list to a Spanish word's matches without JavaScript, in Spanish, keeping what was typed", async () => {
    const { html } = await page("?zip=10001&procedure=&find=rodilla");
    expect(html).toContain("6 procedimientos coinciden con “rodilla”. Elija uno de la lista.");
    expect(html).toMatch(/name="find"[^>]*value="rodilla"/);
    expect(optionValues(html).sort()).toEqual(
      ["joint-injection", "knee-replacement", "knee-surgery", "knee-surgery-both-menisci", "knee-x-ray", "mri"].sort(),
    );
    expect(html).not.toContain("Precio estimado");
  });

  it("prices the one procedure a Spanish name (without its accents), an English word or a code names", async () => {
    const named = await page("?zip=10001&procedure=&find=cesarea");
    expect(named.html).toContain('Precio estimado: Cesárea<span lang="en"> (C-Section)</span>');
    const english = await page("?zip=10001&procedure=&find=knee+x-ray");
    expect(english.html).toContain('Precio estimado: Radiografía de rodilla<span lang="en"> (Knee X-Ray)</span>');
    const code = await page("?zip=10001&procedure=&find=99214");
    expect(code.html).toContain("Precio estimado: Consulta de seguimiento, más larga");
    const none = await page("?zip=10001&procedure=&find=trasplante");
    expect(none.html).toContain("Ningún procedimiento coincide con “trasplante”.");
    expect(none.html).toContain("Pregúntele a nuestro equipo");
  });

  it("lists hospitals whose pages lead back to the same Spanish preview, in Spanish", async () => {
    const { html } = await page("?zip=10001&procedure=mri");
    const link = html.match(/href="(\/hospitals\/[0-9A-Z]+\?zip=10001&procedure=mri&lang=es)"/);
    expect(link).not.toBeNull();
    const back = (html: string) =>
      html.replaceAll("&amp;", "&").match(/<a([^>]*)>← Volver a la vista previa de precios<\/a>/)?.[1];
    const hospital = back(await appFetch(`https://app.test${link![1]}`).then((res) => res.text()));
    expect(hospital).toContain('href="/precios-y-planes?zip=10001&procedure=mri"');
    expect(hospital).toContain('lang="es"');
    // Without a well-formed search, the way back is the Spanish page itself.
    const plain = back(await appFetch(`https://app.test${link![1].split("?")[0]}?lang=es`).then((res) => res.text()));
    expect(plain).toContain('href="/precios-y-planes"');
  });

  it("says what is wrong with the ZIP in Spanish and keeps what was typed", async () => {
    const { status, html } = await page("?zip=123&procedure=mri");
    expect(status).toBe(200);
    expect(html).toContain("Escriba un código postal válido de 5 dígitos");
    expect(html).toMatch(/name="zip"[^>]*value="123"/);
    expect(html).toMatch(/<option value="mri" selected="">/);
    expect(html).not.toContain("Please enter");
  });
});
