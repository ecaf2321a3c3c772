import type { HospitalPickerWords } from "./en";

/** Las palabras del selector de hospital (app/components/bills/HospitalCombobox.tsx), en español. */
export const es: HospitalPickerWords = {
  locale: "es-US",
  hint: "Escriba el nombre del hospital, la ciudad o el código postal, y elíjalo de la lista.",
  list: "Hospitales encontrados",
  tooShort: "Escriba al menos 2 letras o números.",
  searching: "Buscando…",
  found: {
    one: "Se encontró # hospital. Use las flechas arriba y abajo para elegirlo.",
    other: "Se encontraron # hospitales. Use las flechas arriba y abajo para elegir uno.",
  },
  none: (typed: string) =>
    `Ningún hospital de nuestra lista coincide con «${typed}». Pruebe con la ciudad o el código postal.`,
  chosen: (hospital: string) => `Elegido: ${hospital}.`,
};
