/** Price reference data (docs/decisions/0009-prices.md; figures and method in docs/prices.md). */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const procedures = sqliteTable("procedures", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  /** CPT/HCPCS codes of the bundle, `|`-separated. */
  codes: text("codes").notNull(),
  medicareNational: integer("medicare_national_cents").notNull(),
  hospitalCashP25: integer("hospital_cash_p25"),
  hospitalCashP50: integer("hospital_cash_p50"),
  hospitalCashP75: integer("hospital_cash_p75"),
  hospitalCount: integer("hospital_count"),
  preventive: integer("preventive", { mode: "boolean" }).notNull().default(false),
  bundle: text("bundle").notNull(),
  medicareBasis: text("medicare_basis").notNull(),
  gafApplies: integer("gaf_applies", { mode: "boolean" }).notNull().default(true),
  notes: text("notes"),
  /** The spec's ten come first in the dropdown. */
  sortOrder: integer("sort_order").notNull(),
});

export const zip3Regions = sqliteTable("zip3_regions", {
  zip3: text("zip3").primaryKey(),
  state: text("state").notNull(),
  localityId: text("locality_id").notNull(),
  localityName: text("locality_name").notNull(),
  /** Geographic adjustment factor × 1000 (e.g. 1162 = 1.162). */
  gafMilli: integer("gaf_milli").notNull(),
  zipCount: integer("zip_count").notNull(),
  localityShare: integer("locality_share_pct").notNull(),
});

export const stateHospitalFactors = sqliteTable("state_hospital_factors", {
  state: text("state").primaryKey(),
  /** Factor × 1000 against the national median hospital cash price. */
  factorMilli: integer("factor_milli").notNull(),
  hospitals: integer("hospitals").notNull(),
  codesUsed: integer("codes_used").notNull(),
});
