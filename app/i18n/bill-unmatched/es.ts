import type { BillUnmatchedWords } from "./en";

export const es: BillUnmatchedWords = {
  notMatched: "Sin emparejar: no pudimos poner precio a esta línea",
  noCode: "Sin código",
  explain: (lines: string) =>
    `Los códigos de las líneas que no pudimos emparejar: ${lines}. Sin un código no podemos comparar su precio.`,
};
