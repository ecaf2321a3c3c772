import { INSURANCE_BUNDLE } from "../../data/plans";
import type { ServerContext } from "../context.server";
import { newRequestStatements } from "./requests.server";

/**
 * The Insurance Bundle has no checkout: choosing it asks for a personalized
 * quote (docs/product.md#payments "Plan selection"), which reaches the team as a help request
 * on the member's dashboard and in the admin's Requests tab.
 */
export const INSURANCE_QUOTE_TITLE = `${INSURANCE_BUNDLE.name} quote request`;

/** The request and its first status event, for the caller's batch. */
export function insuranceQuoteStatements(server: ServerContext, userId: string, now = new Date()) {
  return newRequestStatements(server, {
    userId,
    now,
    requestType: "general",
    title: INSURANCE_QUOTE_TITLE,
    description:
      "Asked for a personalized Insurance Bundle quote (a concierge plan together with supplemental coverage).",
    priority: "normal",
  });
}

/** A signed-in, registered member asks for a quote from /pricing. */
export async function requestInsuranceQuote(server: ServerContext, userId: string): Promise<void> {
  await server.db.batch(insuranceQuoteStatements(server, userId));
}

export function isInsuranceBundleChoice(value: unknown): boolean {
  return typeof value === "string" && value.trim().toLowerCase() === INSURANCE_BUNDLE.name.toLowerCase();
}
