import type { ChosenPlanWords } from "./en";
import { findPlan, planPrice, type ConciergePlan } from "~/data/plans";
import { es as plansPageEs } from "../plans-page/es";

/** "Acompañamiento esencial (Essential Care)": the name in Spanish, and the one Checkout and the bill show. */
export const planNameEs = (plan: ConciergePlan) => `${plansPageEs.plans[plan.name].name} (${plan.label})`;

/** El plan elegido en la página en español, dicho en español en el inicio de sesión y el registro. */
export const es: ChosenPlanWords = {
  planInWords: (choice) => {
    const plan = findPlan(choice);
    if (!plan) return "el paquete de seguro (Insurance Bundle, cotización personalizada)";
    const price = planPrice(plan);
    return `${planNameEs(plan)}, ${price.amount}${plan.type === "subscription" ? " al mes" : " en un solo pago"}`;
  },
  checkout: (plan) => {
    if (!plan) return "Sin pago: un asesor de Care Finder prepara su cotización después de registrarse.";
    const price = planPrice(plan);
    return plan.type === "subscription"
      ? `Después de registrarse, Stripe Checkout le pedirá ${price.amount} al mes por ${planNameEs(plan)}, renovable cada mes hasta que lo cancele.`
      : `Después de registrarse, Stripe Checkout le pedirá un pago único de ${price.amount} por ${planNameEs(plan)}.`;
  },
  label: "El plan que eligió",
  youChose: "Eligió",
  changeOrSkip: "Puede cambiarlo u omitirlo.",
  change: "Cambiar de plan",
  changeHref: "/precios-y-planes",
  skip: "Omitirlo y registrarse gratis",
};
