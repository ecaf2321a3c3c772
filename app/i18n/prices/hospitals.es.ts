import type { NearbyHospitalsWords } from "./hospitals.en";

/** Las palabras de la lista de hospitales (app/components/NearbyHospitals.tsx), en español. */
export const hospitalsEs: NearbyHospitalsWords = {
  locale: "es-US",
  lang: "es",
  previewPage: "/precios-y-planes",
  backToPreview: "← Volver a la vista previa de precios",
  title: (zip) => `Hospitales cerca de ${zip} que publican un precio en efectivo`,
  unlocated: (zip) =>
    `No pudimos ubicar el código postal ${zip} en un mapa, así que no podemos mostrar hospitales cercanos.`,
  noneMapped: (procedure) =>
    `Ningún hospital que podamos ubicar en un mapa publica un precio en efectivo para ${procedure}.`,
  noneNear: (radius, zip, procedure, nearest) =>
    `Ningún hospital a menos de ${radius} millas de ${zip} publica un precio en efectivo para ${procedure}; el más cercano que lo hace está a ${nearest} millas.`,
  zip3: (zip) =>
    `No tenemos la ubicación exacta del código postal ${zip}, así que medimos las distancias desde el centro de los códigos que empiezan por ${zip.slice(0, 3)}.`,
  sortLabel: "Ordenar hospitales",
  nearestFirst: "Más cercanos primero",
  lowestFirst: "Precio más bajo primero",
  count: { one: "# hospital", other: "# hospitales" },
  within: (radius, zip) => `a menos de ${radius} millas de ${zip}`,
  captionByPrice: "precio en efectivo más bajo primero, los precios probablemente parciales al final",
  captionByDistance: "más cercanos primero",
  hospital: "Hospital",
  distance: "Distancia",
  miles: (miles) => `${miles} mi`,
  cashPrice: "Precio en efectivo publicado",
  rating: "Calificación de CMS",
  unplaced: (state, procedure) => ({
    one: `# hospital de ${state} que publica un precio para ${procedure} no se puede ubicar en un mapa, así que no aparece en esta lista.`,
    other: `# hospitales de ${state} que publican un precio para ${procedure} no se pueden ubicar en un mapa, así que no aparecen en esta lista.`,
  }),
  flagHigh: "Más del triple de la mediana nacional de los hospitales",
  flagLow:
    "Menos de una cuarta parte de la mediana nacional de los hospitales: probablemente solo una parte del servicio",
  notRated: "Sin calificación",
  stars: (stars) => `${stars} de 5`,
  caveats: [
    "Los precios son los que cada hospital publicó en su archivo de transparencia de precios, a enero de 2026. No son cotizaciones y son sobre todo la tarifa del propio hospital; algunos publican un paquete y otros su cargo completo como precio en efectivo.",
    "Las estrellas son la calificación general de hospitales de CMS (publicación de mayo de 2026); muchos hospitales pequeños no tienen calificación.",
    "Algunos hospitales no se pueden ubicar en un mapa y no aparecen en las listas por distancia.",
  ],
};
