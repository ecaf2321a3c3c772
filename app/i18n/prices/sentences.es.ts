import type { PriceDataset } from "~/domain/price-sentences";
import { CATALOG_NOTES_ES } from "./catalog-notes.es";
import type { PartWords, SentenceWords, sentencesEn } from "./sentences.en";

/** Las frases de una respuesta de precios (app/domain/price-sentences.ts), en español. */
const usd = (dollars: number) => `$${dollars.toLocaleString("en-US")}`;

const FACILITY_FEE = {
  asc: "la tarifa del centro quirúrgico",
  hopd: "la tarifa del departamento ambulatorio del hospital",
  inpatient: "la hospitalización",
};

const DATASETS: Record<PriceDataset, string> = {
  pfs: "Tarifas de Medicare para médicos (CMS), 2025 (RVU25D, publicación de octubre de 2025; factor de conversión $32.3465)",
  clfs: "Tarifas de Medicare para laboratorios clínicos (CMS), segundo trimestre de 2025, v1",
  gpci: "Índices geográficos de costos de Medicare (CMS), 2025 (Anexo E), con el archivo de CMS que asigna cada código postal a su zona, cuarto trimestre de 2025",
  opps: "Pagos de Medicare a departamentos ambulatorios de hospitales (CMS), regla final de 2025, Anexo B (tarifas nacionales)",
  asc: "Pagos de Medicare a centros quirúrgicos ambulatorios (CMS), enero de 2025, Anexo AA (tarifas nacionales)",
  anesthesia:
    "Unidades base de anestesia de CMS (archivo de 2022, el último publicado) y el factor nacional de conversión de anestesia de 2025, $20.3178",
  hospital: "Precios en efectivo de los archivos de transparencia de precios de los hospitales, enero de 2026",
  stateFactor:
    "Factores por estado de los precios en efectivo de los hospitales, calculados con esos mismos archivos (enero de 2026)",
  kffRatios:
    "KFF, revisión de estudios sobre cuánto más que Medicare pagan las aseguradoras privadas (abril de 2020): servicios médicos, del 118 al 179 % de Medicare; ambulatorio de hospital, del 150 al 358 %",
  rand: "RAND, precios que los planes privados pagan a los hospitales, ronda 5.1 (2024): centros quirúrgicos, 171 % de Medicare",
  urban:
    "Urban Institute, recargos de los seguros comerciales sobre los precios de Medicare para servicios médicos, por especialidad (2022): anestesia, un 330 %; radiología, un 180 %",
  cmsHospitals:
    "Información general de hospitales de CMS (publicación del 13 de mayo de 2026): nombres, direcciones y calificación general con estrellas; ubicaciones de exportaciones geocodificadas anteriores de CMS",
  zcta: "Oficina del Censo de EE. UU., Gazetteer 2022, zonas de códigos postales: el punto central de cada código postal",
  kff: "KFF, encuesta de beneficios de salud de los empleadores 2024 (deducible individual promedio: $1,787)",
};

const hospitalsPosting = (hospitals: number | null) =>
  hospitals ? `${hospitals.toLocaleString("es-US")} hospitales` : "los hospitales de Estados Unidos";

const HOSPITAL_CASH_WHAT = {
  imaging:
    "sobre todo la tarifa del hospital por el estudio, más la lectura del radiólogo, desde la tarifa de Medicare hasta 1.7 veces esa tarifa",
  inpatient: "el precio que los hospitales publican para el código del médico",
  hospitalFee: "sobre todo la tarifa del propio hospital",
};

const benchmark = {
  episode: {
    "whole birth (facility + professional)": "parto completo (hospital + médicos)",
    "pregnancy + birth + postpartum": "embarazo + parto + posparto",
    "pregnancy + birth + postpartum (patient share)": "embarazo + parto + posparto (la parte del paciente)",
  } as Record<string, string>,
  measure: {
    "national median in-network allowed amount (insurer plus patient)":
      "mediana nacional del monto permitido dentro de la red (aseguradora más paciente)",
    "average total cost in large employer plans": "costo total promedio en los planes de grandes empleadores",
    "average out-of-pocket in large employer plans": "gasto de bolsillo promedio en los planes de grandes empleadores",
  } as Record<string, string>,
  source: {
    "FAIR Health, Cost of Giving Birth Tracker (2024)": "FAIR Health, seguimiento del costo de dar a luz (2024)",
    "Peterson-KFF Health System Tracker, Health costs associated with pregnancy, childbirth, and postpartum care (2025)":
      "Peterson-KFF Health System Tracker, costos de salud del embarazo, el parto y el posparto (2025)",
  } as Record<string, string>,
};
const said = (words: Record<string, string>, english: string) => words[english] ?? english;

const sentence: SentenceWords = {
  catalogNotes: ({ slug, text }) => CATALOG_NOTES_ES[slug] ?? text,
  imagingPricedAs: () =>
    "con seguro, con el precio que cobra el departamento ambulatorio de un hospital por el estudio, más la lectura " +
    "del radiólogo; sin seguro, el precio en efectivo de un centro de imágenes independiente por ambos",
  regionNone: ({ zip3 }) =>
    `No tenemos datos regionales para los códigos postales que empiezan por ${zip3}, así que estos son estimados nacionales.`,
  regionLabNational: ({ zip }) =>
    `Las tarifas de laboratorio son iguales en todo el país, así que los precios cerca de ${zip} son los nacionales.`,
  regionAdjusted: ({ place, state }) => `Ajustados a los costos de Medicare en la zona de ${place} (${state}).`,
  hospitalCash: ({ what, adjusted, state }) =>
    `La mitad central de los precios en efectivo que publican los hospitales para este procedimiento (${HOSPITAL_CASH_WHAT[what]}); ${
      adjusted
        ? `ajustados a cómo fijan sus precios los hospitales de ${state} frente a la mediana nacional`
        : `cifras nacionales, sin ajustar a su estado${state ? ` (muy pocos hospitales de ${state} publican precios)` : ""}`
    }.`,
  cashMayBeCheaper: ({ savings }) =>
    `Pagar en efectivo puede salirle más barato que usar su seguro: unos ${usd(savings)} menos, si se compara el ` +
    "centro del rango sin seguro con el centro del rango antes del deducible. Hasta cubrir su deducible, usted paga " +
    "completa la tarifa que negoció su plan; pida el precio en efectivo antes de usar su seguro.",
  wholeBirth: () =>
    "La cifra nacional es lo que cuesta un parto completo con seguro (la hospitalización y los médicos, lo que pagan " +
    "el plan y la paciente juntos). Los rangos de esta tarjeta son solo la parte del médico, que podemos calcular " +
    "cerca de usted; no hay datos públicos del precio de la hospitalización cerca de usted.",
  nationalAbove: () =>
    "El promedio nacional es la mediana de los precios en efectivo que publican los hospitales del país; los rangos " +
    "cerca de usted son más bajos porque los centros independientes, los consultorios y los centros quirúrgicos " +
    "suelen cobrar menos que un hospital.",
  nationalBelowState: ({ zip, state, factor, medicareLocal }) =>
    `Los precios cerca de ${zip} están por encima del promedio nacional: los hospitales de ${state} publican precios ` +
    `en efectivo de unas ${factor.toFixed(2)} veces la mediana nacional, y el monto de Medicare cerca de usted es ` +
    `${usd(medicareLocal)}.`,
  nationalBelow: ({ zip, medicareLocal }) =>
    `Los precios cerca de ${zip} están por encima del promedio nacional: el monto de Medicare cerca de usted es ` +
    `${usd(medicareLocal)}, más que la mediana de los precios en efectivo que publican los hospitales, y nuestro ` +
    "rango sin seguro empieza en la tarifa de Medicare.",
  sourceEpisode: ({ source, measure, episode, period }) =>
    `${said(benchmark.source, source)}: ${said(benchmark.measure, measure)} de un ${said(benchmark.episode, episode)}, datos hasta ${period}`,
  sourceNoMedian: () =>
    "1.7 veces el monto nacional de Medicare (no hay mediana de hospitales para este procedimiento)",
  sourceMedian: ({ hospitals }) =>
    `La mediana de los precios en efectivo que publican ${hospitalsPosting(hospitals)} para este procedimiento (enero de 2026)`,
  labelWholeBirth: () => "Un parto completo (hospitalización y médicos): mediana nacional del precio con seguro",
  labelTypicalCash: () => "Lo que se suele pagar en efectivo en los hospitales del país",
  dataset: ({ dataset, hospitals }) =>
    dataset === "hospital" ? `${DATASETS.hospital} (${hospitalsPosting(hospitals)})` : DATASETS[dataset],
};

const part: PartWords = {
  scanAndRead: () => "el estudio y la lectura del radiólogo",
  labFee: () => "la tarifa del laboratorio por la prueba",
  wholeServiceOffice: () =>
    "todo el servicio en un centro independiente o consultorio (equipo, personal y honorarios del médico)",
  doctorFeeProcedure: () => "los honorarios del médico por el procedimiento",
  doctorFee: () => "los honorarios del médico",
  facilityFee: ({ setting }) => FACILITY_FEE[setting],
  facilityFeeNoFigure: ({ setting }) => `${FACILITY_FEE[setting]} (no hay una cifra pública en nuestros datos)`,
  anesthesiaBase: () => "la anestesia (su tarifa base)",
  anesthesiaTime: () => "el tiempo de anestesia, que se cobra por minuto",
  anesthesiaIfNeeded: () => "la anestesia, si la necesita",
  pathologyOneSample: () =>
    "la patología de una muestra de tejido (el examen del laboratorio y el informe del médico, 88305)",
  bloodDraw: () => "la extracción de sangre (36415)",
  addedCode: ({ code }) => `el código ${code}`,
  pathologyPerSample: () => "la patología de cada muestra de tejido adicional, que se cobra por muestra",
  pathologyAny: () => "la patología (el examen de cualquier tejido extraído)",
};

export const sentencesEs: typeof sentencesEn = { datasets: DATASETS, benchmark, sentence, part };
