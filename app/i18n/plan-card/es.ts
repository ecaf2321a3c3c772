import { withLang } from "~/utils/carried-lang";
import { es as plansPageEs } from "../plans-page/es";
import type { PlanCardWords } from "./en";

/** The plan cards (app/components/PlanCard.tsx) in Spanish: a visitor goes on to sign in in Spanish. */
export const es: PlanCardWords = {
  lang: "es",
  name: (plan) => plansPageEs.plans[plan.name].name,
  badge: (plan) => (plan.highlight ? "El más elegido" : undefined),
  per: (plan) => (plan.type === "subscription" ? " al mes" : " pago único"),
  summary: (plan) => plansPageEs.plans[plan.name].summary,
  benefits: (plan) => plansPageEs.plans[plan.name].benefits,
  /** The new-member price beside the catalog price (the same offer Checkout charges). */
  newMemberPrice: (usual) => `Precio para nuevos miembros (normalmente ${usual})`,
  /** Care Access is already the member's, free with their insurance enrollment. */
  freeWithEnrollment: (usual) => `Gratis con su seguro contratado con nosotros (normalmente ${usual})`,
  included: "Incluido: ir a su panel",
  credited: (credit, firstMonth) => `Su pago de Care Access de ${credit} se abona: primer mes ${firstMonth}`,
  choose: (name) => `Elegir ${name}`,
  redirecting: "Un momento...",
  visitorNext: (plan) => withLang(`/sign-in?plan=${encodeURIComponent(plan.name)}`, "es"),
};
