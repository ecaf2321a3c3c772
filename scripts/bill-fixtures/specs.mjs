// The fixture set: which hospital, layout and lines each test bill has (docs/decisions/0053-reading-bills-in-the-browser.md).
import { eobFixtures } from "./eob-specs.mjs";
import { hospitalPrices, linesFor } from "./items.mjs";

export const HOSPITALS = {
  stVincent: {
    ccn: "220176",
    state: "MA",
    printed: ["ST VINCENT HOSPITAL", "123 SUMMER STREET", "WORCESTER", "MA", "01608"],
  },
  methodist: {
    ccn: "450388",
    state: "TX",
    printed: ["Methodist Hospital", "7700 Floyd Curl Dr", "San Antonio", "TX", "78229"],
  },
  cleveland: {
    ccn: "360180",
    state: "OH",
    printed: ["Cleveland Clinic", "9500 Euclid Avenue", "Cleveland", "OH", "44195"],
  },
  kaiser: {
    ccn: "050777",
    state: "CA",
    printed: ["KAISER FOUNDATION HOSPITAL - SAN LEANDRO", "2500 MERCED STREET", "SAN LEANDRO", "CA", "94577"],
  },
};

const LABELS = {
  statementDate: "Statement Date:",
  account: "Account Number:",
  serviceDates: "Dates of Service:",
  totalCharges: "Total Charges",
  totalCredits: "Payments and Adjustments",
  balance: "Balance Due",
};

const col = (key, header, x, right = false) => ({ key, header, x, right });

export const LAYOUTS = {
  dateFirst: {
    title: "ITEMIZED STATEMENT",
    columns: [col("date", "Date", 40), col("revenueCode", "Rev", 100), col("code", "CPT/HCPCS", 135)].concat([
      col("description", "Description", 200),
      col("units", "Qty", 470, true),
      col("amount", "Amount", 570, true),
    ]),
    dateStyle: "us",
    moneyStyle: "minus",
    labels: LABELS,
    rowsPerPage: 20,
  },
  codeFirst: {
    title: "Itemized Bill",
    columns: [col("code", "Code", 40), col("description", "Description", 110), col("date", "Service Date", 340)].concat(
      [col("units", "Units", 450, true), col("amount", "Charges", 560, true)],
    ),
    dateStyle: "iso",
    moneyStyle: "parens",
    dollar: true,
    labels: { ...LABELS, account: "Account No.", statementDate: "Bill Date:", serviceDates: "Service Date:" },
  },
  descriptionFirst: {
    title: "Detail of Charges",
    columns: [col("description", "Description", 40), col("date", "Date", 240), col("revenueCode", "Rev Code", 300)]
      .concat([col("code", "HCPCS", 355), col("modifier", "Mod", 405), col("units", "Qty", 470, true)])
      .concat([col("amount", "Amount", 565, true)]),
    dateStyle: "short",
    moneyStyle: "cr",
    labels: { ...LABELS, totalCredits: "Total Credits", balance: "Amount Due" },
  },
  typewriter: {
    font: "Courier",
    title: "PATIENT STATEMENT",
    columns: [col("revenueCode", "REV", 40), col("date", "DATE", 75), col("description", "DESCRIPTION", 150)].concat([
      col("code", "CPT", 385),
      col("units", "UNITS", 470, true),
      col("amount", "CHARGE", 565, true),
    ]),
    dateStyle: "long",
    moneyStyle: "minus",
    labels: { ...LABELS, account: "ACCOUNT #", statementDate: "STATEMENT DATE:", serviceDates: "SERVICE DATES:" },
    rowsPerPage: 10,
  },
  summaryByRevenue: {
    title: "Summary Bill",
    columns: [
      col("revenueCode", "Rev Code", 40),
      col("description", "Description", 110),
      col("amount", "Charges", 560, true),
    ],
    dateStyle: "us",
    moneyStyle: "minus",
    dollar: true,
    labels: LABELS,
  },
  summaryDated: {
    title: "Statement",
    columns: [col("date", "Date", 40), col("description", "Service", 120), col("amount", "Amount", 560, true)],
    dateStyle: "us",
    moneyStyle: "parens",
    labels: { ...LABELS, balance: "Patient Balance" },
  },
};

const hospitalOf = (h) => {
  const [name, address, city, state, zip] = h.printed;
  return { name, address, city, state, zip };
};

/** A summary line: one description for the sum of `codes`, with no code of its own. */
const summaryLine = (prices, [revenueCode, description, codes], date = null) => ({
  date,
  revenueCode,
  code: null,
  modifier: null,
  description,
  units: 1,
  amountCents: codes.reduce((t, c) => t + (prices.get(c) ?? 0), 0),
});

export function billFixtures(dataDir) {
  const prices = Object.fromEntries(
    Object.entries(HOSPITALS).map(([k, h]) => [k, hospitalPrices(dataDir, h.ccn, h.state)]),
  );
  const base = (hospital, accountNumber, statementDate, serviceDates) => ({
    hospital: hospitalOf(HOSPITALS[hospital]),
    patient: "JANE DOE",
    accountNumber,
    statementDate,
    serviceDates,
    credits: [],
    unreadable: [],
  });
  const thirty = linesFor(
    prices.stVincent,
    ["99285-25", "73721-RT", "73562-LT", "71046", "70450", "93000", "80053", "85025", "85610", "85730"]
      .concat(["81003", "84443", "36415*2", "83036", "80061", "84484", "83690", "87086", "87880", "96374"])
      .concat(["96360", "96361*3", "J1885", "J7030*2", "J1100", "J2270", "76700", "12002", "29125", "G0378*8"]),
    ["2026-09-14", "2026-09-14", "2026-09-15"],
  );
  const methodistLines = linesFor(
    prices.methodist,
    ["99284", "70450", "71046", "84443", "85610", "36415", "96374", "J1885", "J7030", "73610-RT", "80061", "87880"],
    ["2026-08-03"],
  );
  const clevelandLines = linesFor(
    prices.cleveland,
    [
      "99285-25",
      "73721-RT",
      "73562-LT",
      "71250",
      "80053",
      "85025",
      "84484",
      "36415",
      "96374",
      "J2405",
      "J2270",
      "93000",
    ],
    ["2026-07-20", "2026-07-21"],
  );
  const kaiserLines = linesFor(
    prices.kaiser,
    [
      "99283",
      "73610-LT",
      "71046",
      "80048",
      "85025",
      "85730",
      "83036",
      "87086",
      "96360",
      "96361*2",
      "J7030*3",
      "J1100",
    ].concat(["J2270", "94640*2", "29125", "12002", "G0378*6", "93306", "76700", "84484", "83690", "80061", "81003"]),
    ["2026-06-02", "2026-06-03"],
  );
  const p = (k, code) => prices[k].get(code);
  return {
    bills: [
      [
        "itemized-date-first-30-lines",
        "dateFirst",
        {
          ...base("stVincent", "88412007", "2026-10-02", ["2026-09-14", "2026-09-15"]),
          lines: thirty,
          credits: [{ date: "2026-09-30", description: "PAYMENT - THANK YOU", amountCents: -10000 }],
        },
      ],
      [
        "itemized-code-first-garbled-line",
        "codeFirst",
        {
          ...base("methodist", "MH-2026-55120", "2026-08-20", ["2026-08-03", "2026-08-03"]),
          lines: methodistLines,
          credits: [{ date: "2026-08-15", description: "INSURANCE ADJUSTMENT", amountCents: -25000 }],
          unreadable: [
            {
              at: 4,
              amountCents: p("methodist", "85025"),
              values: {
                code: "85025",
                description: "CBC W/ AUTO DIFF",
                date: "2026-08-03",
                units: "1",
                amount: "$7.O0",
              },
            },
          ],
        },
      ],
      [
        "itemized-description-first-modifiers",
        "descriptionFirst",
        {
          ...base("cleveland", "000731994", "2026-08-05", ["2026-07-20", "2026-07-21"]),
          lines: clevelandLines,
          credits: [{ date: "2026-07-30", description: "PATIENT PAYMENT", amountCents: -5000 }],
        },
      ],
      [
        "itemized-typewriter-three-pages",
        "typewriter",
        {
          ...base("kaiser", "KFH-7730018", "2026-06-20", ["2026-06-02", "2026-06-03"]),
          lines: kaiserLines,
        },
      ],
      [
        "summary-revenue-codes-no-cpt",
        "summaryByRevenue",
        {
          ...base("methodist", "MH-2026-60877", "2026-09-10", ["2026-09-01", "2026-09-01"]),
          lines: [
            ["0450", "EMERGENCY ROOM", ["99284"]],
            ["0610", "MRI KNEE W/O CONTRAST", ["73721"]],
            ["0320", "XR CHEST 2 VIEWS", ["71046"]],
            ["0300", "LABORATORY", ["85610", "84443", "36415"]],
            ["0636", "DRUGS REQUIRE DETAIL CODING", ["J1885", "J2270"]],
          ].map((line) => summaryLine(prices.methodist, line)),
        },
      ],
      [
        "summary-dated-descriptions",
        "summaryDated",
        {
          ...base("cleveland", "000745120", "2026-09-22", ["2026-09-08", "2026-09-08"]),
          lines: [
            [null, "CT HEAD W/O CONTRAST", ["70450"]],
            [null, "COMPLETE BLOOD COUNT", ["85025"]],
            [null, "COMPREHENSIVE METABOLIC PANEL", ["80053"]],
            [null, "EKG 12 LEAD W/ INTERP", ["93000"]],
            [null, "MRI BRAIN W/O & W/ CONTRAST", ["70553"]],
            [null, "OBSERVATION ROOM", ["G0378"]],
          ].map((line) => summaryLine(prices.cleveland, line, "2026-09-08")),
          credits: [{ date: "2026-09-15", description: "PAYMENT RECEIVED", amountCents: -20000 }],
        },
      ],
      [
        "summary-revenue-codes-short",
        "summaryByRevenue",
        {
          ...base("stVincent", "88419951", "2026-05-12", ["2026-04-28", "2026-04-29"]),
          lines: [
            ["0450", "EMERGENCY ROOM", ["99285"]],
            ["0350", "CT SCAN - HEAD", ["70450"]],
            ["0730", "EKG/ECG", ["93000"]],
            ["0762", "OBSERVATION ROOM", ["G0378"]],
          ].map((line) => summaryLine(prices.stVincent, line)),
        },
      ],
    ],
    eobs: eobFixtures({ methodist: methodistLines, thirty, kaiser: kaiserLines, cleveland: clevelandLines }),
  };
}
