// The bill check in Spanish (docs/product.md#bill-check): each bill page a Spanish reader can reach,
// read for English sentences. Allowed to stay English: the brand, names (hospitals, laws, states, programmes),
// codes, and what is marked lang="en" (the letter the hospital receives, the data's own notes).
import { describe, expect, it } from "vitest";
import { addDays, todayUtc } from "../../app/domain/bill-rules";
import { billMessageIn } from "../../app/components/bills/bill-messages";
import { BILL_MESSAGES } from "../../app/domain/bills";
import { COVERAGE_MESSAGES } from "../../app/domain/coverage";
import { EOB_MESSAGES } from "../../app/domain/eob";
import { STATE_COVERAGE } from "../../app/domain/state-coverage.generated";
import { refusalOf } from "../../app/domain/refusals";
import { es as refusalsEs } from "../../app/i18n/refusals/es";
import { STATE_OPTIONS } from "../../app/domain/us-state-names";
import { call, signedInMember } from "../support/auth-helpers";

const VALLEY_MEDICAL = "500088"; // Renton, WA; public (hospital district); Washington's charity-care law binds it
const SERVICE_DATE = addDays(todayUtc(), -10);
const ADULT_AT_109 = "household_size=1&income=17400";

/** Names and words that are the same in both languages, or names that stay as they are. */
const ALLOWED = [
  "Care Finder",
  "Valley Medical Center",
  "Renton",
  "HealthCare.gov",
  "Medicaid",
  "Medicare",
  "CPT",
  "HCPCS",
  "IRS",
  "CMS",
  "CFR",
  "H.R. 1",
  "Good Faith Estimate",
  "EOB",
  ...STATE_OPTIONS.map((s) => s.name),
  ...STATE_COVERAGE.flatMap((row) => (row.charityLawName ? [row.charityLawName] : [])),
].sort((a, b) => b.length - a.length);

/** Common English words a Spanish page must not show outside the allowed names. */
const ENGLISH =
  /\b(the|your|you|and|with|this|that|we|our|is|are|for|from|what|bill|bills|check|apply|please|yet|may|will|can|date|add|remove|units|search|choose|none|line|lines|amount|law|state|income|household)\b/gi;

/** The page's <main> as a reader sees it, without what is marked English. */
function readable(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
  return text.replace(/\s+/g, " ");
}

function expectSpanish(html: string, mustSay: string[]) {
  const text = readable(html);
  for (const words of mustSay) expect(text).toContain(words);
  let withoutNames = text;
  for (const name of ALLOWED) withoutNames = withoutNames.replaceAll(name, " ");
  expect(withoutNames.match(ENGLISH) ?? [], withoutNames).toEqual([]);
}

async function spanishCase(coverage: "self_pay" | "insured" = "self_pay") {
  const { cookie } = await signedInMember();
  const res = await call("/api/bills", {
    method: "POST",
    cookie,
    json: {
      ccn: VALLEY_MEDICAL,
      service_date: SERVICE_DATE,
      coverage,
      lines: [
        { code: "85025", billed_amount: "80" },
        { code: "85025", billed_amount: "80" },
      ],
    },
  });
  expect(res.status).toBe(201);
  return { cookie, id: ((await res.json()) as { id: string }).id };
}

const page = async (path: string, cookie: string, headers: Record<string, string> = {}) => {
  const res = await call(path, { cookie, headers });
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
};

describe("the bill check in Spanish", () => {
  it("the form: every label in Spanish, from ?lang=es", async () => {
    const { cookie } = await signedInMember();
    const html = await page("/dashboard/bills/new?lang=es", cookie);
    expectSpanish(html, [
      "Revisar una factura",
      "Volver a su panel",
      "Busque el hospital por nombre, ciudad o código postal",
      "Fecha del servicio",
      "Fecha de la primera factura (opcional)",
      "¿Pagó el seguro alguna parte de esta factura?",
      "Sin seguro o pago por mi cuenta",
      "Código",
      "Descripción (opcional)",
      "Unidades",
      "Monto facturado",
      "Añadir línea",
      "Revisar esta factura",
    ]);
  });

  it("the form in English stays English", async () => {
    const { cookie } = await signedInMember();
    const html = await page("/dashboard/bills/new", cookie);
    expect(html).toContain("Date of service");
    expect(html).not.toContain("Fecha del servicio");
  });

  it("the public form speaks Spanish to a browser that asks for it (Accept-Language)", async () => {
    const html = await page("/check-a-bill", "", { "Accept-Language": "es-US,es;q=0.9,en;q=0.5" });
    expectSpanish(html, ["Revisar una factura", "Fecha del servicio", "Revisar esta factura"]);
    // The whole page: `<html lang>`, the header and the footer too.
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Ir al contenido");
  });

  it("the result, with who may pay, the findings and the deadlines", async () => {
    const { cookie, id } = await spanishCase();
    const html = await page(`/dashboard/bills/${id}?lang=es&${ADULT_AT_109}&state=WA&group=adult`, cookie);
    expectSpanish(html, [
      "Su factura de",
      "¿Podría Medicaid pagar esta factura?",
      "Lo que encontramos",
      "Línea por línea",
      "Posible duplicado",
      "Sus plazos",
      "Pedir una factura detallada: ahora",
      "Ley del estado de Washington",
    ]);
  });

  it("the charity screen: the answer, the law first", async () => {
    const { cookie, id } = await spanishCase();
    const html = await page(`/dashboard/bills/${id}/charity?lang=es&${ADULT_AT_109}&state=WA`, cookie);
    expectSpanish(html, [
      "Ayuda financiera (atención benéfica)",
      "Su hogar está al 109 %",
      "La ley de Washington exige",
    ]);
  });

  it("the letter page: a Spanish explanation, the letter itself English", async () => {
    const { cookie, id } = await spanishCase();
    const html = await page(`/dashboard/bills/${id}/letter?lang=es`, cookie);
    expectSpanish(html, ["Qué pide esta carta", "descargue la carta en PDF"]);
    expect(html).toContain('lang="en"');
    expect(html).toContain("To the billing office:");
  });

  it("the Good Faith Estimate, dispute and dispute summary pages", async () => {
    const { cookie, id } = await spanishCase();
    expectSpanish(await page(`/dashboard/bills/${id}/estimate?lang=es`, cookie), [
      "Recibí un Cálculo de Buena Fe",
      "La norma",
      "Sus Cálculos de Buena Fe",
      "Proveedor",
      "Añadir proveedor",
      "Revisar mis cálculos",
    ]);
    expectSpanish(await page(`/dashboard/bills/${id}/dispute?lang=es`, cookie), ["Lo que necesita su disputa"]);
    expectSpanish(await page(`/dashboard/bills/${id}/dispute/summary?lang=es`, cookie), ["Resumen de mi disputa"]);
  });

  it("the EOB page, for an insured bill", async () => {
    const { cookie, id } = await spanishCase("insured");
    expectSpanish(await page(`/dashboard/bills/${id}/eob?lang=es`, cookie), [
      "Comparar con su Explicación de Beneficios",
      "responsabilidad del paciente",
      "Lo que la factura del hospital le pide pagar",
      "Comparar con mi factura",
    ]);
  });

  it("the application letter page: a Spanish explanation, the letter English", async () => {
    const { cookie, id } = await spanishCase();
    const html = await page(
      `/dashboard/bills/${id}/application-letter?lang=es&${ADULT_AT_109}&state=WA&group=adult`,
      cookie,
    );
    expectSpanish(html, ["Escribir mi carta de solicitud", "La carta está en inglés porque la lee el hospital"]);
  });

  it("the list of bill checks", async () => {
    const { cookie } = await spanishCase();
    expectSpanish(await page("/dashboard/bills?lang=es", cookie), [
      "Sus facturas revisadas",
      "Próximo plazo: Pedir una factura detallada, ahora",
    ]);
  });

  it("every refusal of the bill forms is a code said in Spanish", () => {
    const english = [
      ...Object.values({ ...BILL_MESSAGES, ...COVERAGE_MESSAGES }).filter((m) => typeof m === "string"),
      BILL_MESSAGES.pasteInvalid(3),
    ];
    for (const message of english) {
      expect(refusalOf(message), message).not.toBeNull();
      expect(billMessageIn("es", message), message).not.toBe(message);
    }
    expect(billMessageIn("es", BILL_MESSAGES.pasteInvalid(3))).toBe(refusalsEs.billPasteInvalid({ line: 3 }));
    expect(billMessageIn("en", BILL_MESSAGES.dateFuture)).toBe(BILL_MESSAGES.dateFuture);
  });

  it("a refused form answers in Spanish", async () => {
    const { cookie } = await signedInMember();
    const res = await call("/dashboard/bills/new?lang=es", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        ccn: "",
        service_date: "",
        "lines[0].code": "99284",
        "lines[0].units": "1",
        paste: "x",
      }),
    });
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Elija el hospital que le envió la factura");
    expect(html).toContain("Escriba la fecha del servicio");
    expect(readable(html)).not.toContain("Please choose the hospital that sent the bill");
    const { id, cookie: owner } = await spanishCase();
    expect(await page(`/dashboard/bills/${id}/charity?lang=es&household_size=0&income=1&state=WA`, owner)).toContain(
      "El número de personas en el hogar es un número entero del 1 al 20",
    );
  });

  it("a refused EOB form answers in Spanish, by its codes", async () => {
    const { cookie, id } = await spanishCase("insured");
    const res = await call(`/dashboard/bills/${id}/eob?lang=es`, {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ amount_due: "", eob_billed: "100", eob_allowed: "100", eob_plan_paid: "0" }),
    });
    expect(res.status).toBe(400);
    const html = readable((await res.text()).replaceAll("<!-- -->", ""));
    expect(html).toContain(refusalsEs.eobAmountRequired());
    expect(html).not.toContain(EOB_MESSAGES.amountRequired);
    const above = await call(`/dashboard/bills/${id}/eob?lang=es`, {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        amount_due: "500",
        eob_billed: "100",
        eob_allowed: "100",
        eob_plan_paid: "0",
        eob_patient_responsibility: "200",
      }),
    });
    const aboveHtml = readable((await above.text()).replaceAll("<!-- -->", ""));
    expect(aboveHtml).toContain(refusalsEs.eobResponsibilityAboveBilled());
    expect(aboveHtml).not.toContain(EOB_MESSAGES.responsibilityAboveBilled);
  });
});
