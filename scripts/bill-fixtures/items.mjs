// What the fixture bills charge for: each code with the description and revenue code a hospital prints beside it,
// priced from the hospital's own posted cash price (../shared/data/providers/hospital-codes/<state>.csv.gz).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { resolve } from "node:path";

/** code → [revenue code, description as printed on a bill]. */
export const ITEMS = {
  99285: ["0450", "ER VISIT LEVEL 5"],
  99284: ["0450", "ER VISIT LEVEL 4"],
  99283: ["0450", "ER VISIT LEVEL 3"],
  73721: ["0610", "MRI KNEE W/O CONTRAST"],
  70450: ["0350", "CT HEAD W/O CONTRAST"],
  74177: ["0350", "CT ABD/PELVIS W/ CONTRAST"],
  71250: ["0350", "CT CHEST W/O CONTRAST"],
  70553: ["0611", "MRI BRAIN W/O & W/ CONTRAST"],
  72148: ["0610", "MRI LUMBAR SPINE W/O CONTRAST"],
  71046: ["0320", "XR CHEST 2 VIEWS"],
  73562: ["0320", "XR KNEE 3 VIEWS"],
  73610: ["0320", "XR ANKLE COMPLETE 3+ VIEWS"],
  93000: ["0730", "EKG 12 LEAD W/ INTERP"],
  80053: ["0301", "COMPREHENSIVE METABOLIC PANEL"],
  80048: ["0301", "BASIC METABOLIC PANEL"],
  85025: ["0305", "CBC W/ AUTO DIFF"],
  85610: ["0305", "PROTHROMBIN TIME PT/INR"],
  85730: ["0305", "PTT PARTIAL THROMBOPLASTIN"],
  81003: ["0307", "URINALYSIS AUTO W/O MICRO"],
  84443: ["0301", "TSH THYROID STIM HORMONE"],
  36415: ["0300", "VENIPUNCTURE ROUTINE"],
  83036: ["0301", "HEMOGLOBIN A1C"],
  80061: ["0301", "LIPID PANEL"],
  84484: ["0301", "TROPONIN QUANT"],
  83690: ["0301", "LIPASE"],
  87086: ["0306", "URINE CULTURE COLONY COUNT"],
  87880: ["0306", "STREP A ASSAY RAPID"],
  96374: ["0260", "IV PUSH SINGLE DRUG"],
  96360: ["0260", "IV HYDRATION FIRST HOUR"],
  96361: ["0260", "IV HYDRATION EACH ADDL HOUR"],
  J1885: ["0636", "KETOROLAC INJ 15 MG"],
  J7030: ["0258", "NORMAL SALINE 1000 CC"],
  J1100: ["0636", "DEXAMETHASONE INJ 1 MG"],
  J2270: ["0636", "MORPHINE SULFATE INJ 10 MG"],
  76700: ["0402", "US ABDOMEN COMPLETE"],
  93306: ["0483", "ECHO TTE COMPLETE W/ DOPPLER"],
  12002: ["0450", "SIMPLE REPAIR WOUND 2.6-7.5 CM"],
  29125: ["0450", "APPLY SHORT ARM SPLINT"],
  G0378: ["0762", "OBSERVATION PER HOUR"],
  94640: ["0410", "NEBULIZER TREATMENT"],
};

/** ccn → Map(code → cash price in cents), read from the state's posted-price file. */
export function hospitalPrices(dataDir, ccn, state) {
  const text = gunzipSync(readFileSync(resolve(dataDir, `providers/hospital-codes/${state}.csv.gz`))).toString("utf8");
  const prices = new Map();
  for (const row of text.split("\n")) {
    const [rowCcn, code, cash] = row.split(",");
    if (rowCcn === ccn && code in ITEMS && cash) prices.set(code, Math.round(Number(cash) * 100));
  }
  return prices;
}

/**
 * A bill's lines for `codes` (each "code" or "code-MOD" or "code*units"), priced at the hospital's cash price.
 * A code the hospital posts no price for is left out, so every amount is the hospital's own.
 */
export function linesFor(prices, codes, dates) {
  const lines = [];
  codes.forEach((spec, i) => {
    const [codeMod, unitText] = spec.split("*");
    const [code, modifier = null] = codeMod.split("-");
    const price = prices.get(code);
    if (!price) return;
    const units = Number(unitText ?? 1);
    const [revenueCode, description] = ITEMS[code];
    lines.push({
      date: dates[i % dates.length],
      revenueCode,
      code,
      modifier,
      description,
      units,
      amountCents: price * units,
    });
  });
  return lines;
}

export const sum = (lines) => lines.reduce((total, l) => total + l.amountCents, 0);
