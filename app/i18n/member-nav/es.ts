import type { MemberNavWords } from "./en";

export const es: MemberNavWords = {
  backToDashboard: "Volver a su panel",
  cancel: "Cancelar",
  switchLabel: "Idioma de sus páginas",
  english: "English",
  spanish: "Español",
  current: "(esta página)",
};
