/** Every dataset behind a price figure, as cited in answers and on /methodology (docs/prices.md). */
export const DATASETS = {
  pfs: "CMS Medicare Physician Fee Schedule, CY2025 (RVU25D, October 2025 release; conversion factor $32.3465)",
  clfs: "CMS Clinical Laboratory Fee Schedule, 2025 Q2 v1",
  gpci: "CMS Geographic Practice Cost Indices, CY2025 (Addendum E) with the CMS ZIP code to locality file, 2025 Q4",
  opps: "CMS Hospital Outpatient Prospective Payment System, CY2025 final rule, Addendum B (national rates)",
  asc: "CMS Ambulatory Surgical Center payment rates, January 2025, Addendum AA (national rates)",
  anesthesia:
    "CMS anesthesia base units (CY2022 file, the latest published) and the CY2025 national anesthesia conversion factor $20.3178",
  hospital: "Hospital price-transparency cash prices, files of January 2026",
  stateFactor: "State hospital cash-price factors computed from the same hospital files (January 2026)",
  kffRatios:
    "KFF, How Much More Than Medicare Do Private Insurers Pay? A Review of the Literature (April 2020): physician services 118–179 % of Medicare, hospital outpatient 150–358 %",
  rand: "RAND, Prices Paid to Hospitals by Private Health Plans, Round 5.1 (2024): surgery centers 171 % of Medicare",
  urban:
    "Urban Institute, Commercial Health Insurance Markups over Medicare Prices for Physician Services Vary Widely by Specialty (2022): anesthesia about 330 %, radiology about 180 %",
  cmsHospitals:
    "CMS Hospital General Information (release of 2026-05-13): hospital names, addresses and overall star ratings; hospital locations from CMS's earlier geocoded exports",
  zcta: "U.S. Census Bureau 2022 Gazetteer, ZIP Code Tabulation Areas: the centre point of each ZIP code",
  kff: "KFF Employer Health Benefits Survey 2024 (average single deductible $1,787)",
} as const;
