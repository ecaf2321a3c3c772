/**
 * La descripción del catálogo de cada procedimiento (lo que la respuesta de precios conserva de sus notas), en
 * español, por su slug. Un procedimiento con descripción y sin su traducción aquí hace fallar
 * test/integration/price-sentences.test.ts.
 */
export const CATALOG_NOTES_ES: Readonly<Record<string, string>> = {
  mri: "Resonancia de rodilla u otra articulación de la pierna sin contraste; estudio + lectura del radiólogo",
  "ct-scan": "Tomografía de abdomen y pelvis con contraste; estudio + lectura",
  colonoscopy:
    "$0 dentro de la red si es de detección; una biopsia, quitar un pólipo o un uso diagnóstico pueden sumar costos compartidos",
  "knee-surgery": "Cirugía artroscópica de rodilla (recorte de menisco)",
  mammogram: "Mamografía de detección de rutina de ambos senos",
  "blood-work": "Panel metabólico (CMP) + hemograma completo (CBC)",
  "x-ray": "Radiografía de tórax, 2 vistas; imagen + lectura",
  ultrasound: "Ultrasonido abdominal completo; imagen + lectura",
  "physical-therapy":
    "Una sesión de unos 60 minutos = 4 unidades de ejercicio terapéutico (15 minutos cada una); por unidad = 1/4; no se aplica la reducción de Medicare por varias unidades de terapia",
  "dermatology-visit":
    "Consulta de paciente nuevo (unos 30 minutos), cualquier especialidad; procedimientos como biopsias aparte",
  "head-ct": "Tomografía de cabeza sin contraste",
  "brain-mri": "Resonancia de cerebro con y sin contraste",
  "lower-back-mri": "Resonancia de columna lumbar sin contraste",
  "pelvic-ct": "Tomografía de pelvis con contraste",
  "lower-back-x-ray": "Radiografía de columna lumbar, 4 o más vistas",
  "pregnancy-ultrasound": "Ultrasonido obstétrico estándar desde la semana 14, un bebé",
  "diagnostic-mammogram-one-side": "Estudio de seguimiento; por lo general no es gratis",
  "diagnostic-mammogram": "Estudio de seguimiento; por lo general no es gratis",
  "prenatal-blood-panel": "Suele estar cubierto como parte del cuidado prenatal",
  "cholesterol-test": "$0 dentro de la red si se factura como prueba de detección para adultos que califican",
  urinalysis: "Tira reactiva automatizada, sin microscopio",
  "psa-test":
    "PSA total; no es una prueba de detección gratuita por la ACA (Medicare cubre aparte una prueba de detección al año)",
  cbc: "Con diferencial de glóbulos blancos",
  "new-patient-visit-45": "Unos 45 minutos",
  "new-patient-visit-60": "Unos 60 minutos",
  "follow-up-visit": "Paciente establecido, unos 20 minutos; no está en la lista de 70 servicios de CMS",
  "specialist-consultation":
    "Medicare no paga los códigos de interconsulta (estado I); la cifra es una referencia basada en RVU",
  "annual-physical-18-39": "Paciente nuevo; Medicare no lo cubre (estado N); la cifra es una referencia basada en RVU",
  "annual-physical-40-64": "Paciente nuevo; Medicare no lo cubre (estado N); la cifra es una referencia basada en RVU",
  "therapy-30": "Psicoterapia individual",
  "therapy-45": "Psicoterapia individual",
  "therapy-60": "Psicoterapia individual",
  "family-therapy": "Con el paciente presente, unos 50 minutos",
  "group-therapy": "Por paciente",
  "gallbladder-removal": "Por laparoscopia",
  "hernia-repair": "Inguinal abierta (ingle), desde los 5 años",
  "cataract-surgery": "Un ojo, con implante de lente",
  "yag-laser-after-cataract": "Capsulotomía con láser YAG, un ojo",
  "tonsillectomy-child": "Menores de 12 años",
  "breast-lump-removal": "Extirpación abierta de un bulto benigno",
  "vaginal-delivery": "Tarifa global del obstetra (prenatal, parto, posparto)",
  "c-section": "Tarifa global del obstetra",
  "epidural-steroid-injection": "Con guía por imagen",
  "nerve-root-injection": "Un nivel, con guía por imagen",
  ekg: "Electrocardiograma de 12 derivaciones en reposo, con lectura",
  "heart-catheterization": "Cateterismo diagnóstico del lado izquierdo del corazón",
  "sleep-study": "Estudio de una noche en el laboratorio",
  "new-patient-visit-15": "Unos 15 minutos",
  "follow-up-visit-10": "Paciente establecido, unos 10 minutos",
  "follow-up-visit-30": "Paciente establecido, unos 30 minutos (o complejidad moderada)",
  "follow-up-visit-40": "Paciente establecido, unos 40 minutos (o complejidad alta)",
  "specialist-consultation-40":
    "Unos 40 minutos; Medicare no paga los códigos de interconsulta (estado I); la cifra es una referencia basada en RVU; está en la lista de 70 servicios de CMS que se pueden comparar",
  "annual-physical-returning-18-39":
    "Paciente establecido; Medicare no lo cubre (estado N); la cifra es una referencia basada en RVU",
  "annual-physical-returning-40-64":
    "Paciente establecido; Medicare no lo cubre (estado N); la cifra es una referencia basada en RVU",
  "mental-health-evaluation":
    "Evaluación diagnóstica psiquiátrica, por lo general la primera consulta antes de la terapia",
  "family-therapy-without-patient":
    "Unos 50 minutos; Medicare en estado R (cobertura restringida); está en la lista de 70 servicios de CMS que se pueden comparar",
  "brain-mri-no-contrast": "Resonancia de cerebro sin contraste; estudio + lectura",
  "neck-mri": "Resonancia de columna cervical sin contraste; estudio + lectura",
  "shoulder-mri": "Resonancia de hombro, codo o muñeca (articulación del brazo) sin contraste; estudio + lectura",
  "ct-abdomen-pelvis-no-contrast":
    "Tomografía de abdomen y pelvis sin contraste (por ejemplo, para cálculos renales); estudio + lectura",
  "chest-ct": "Tomografía de tórax sin contraste; estudio + lectura",
  "lung-cancer-screening-ct":
    "$0 dentro de la red si es de detección para adultos que califican por haber fumado; ningún hospital de los archivos de precios publica este código",
  "mammogram-3d":
    "Mamografía de detección (77067) más la tomosíntesis 3D adicional (77063, Medicare $50.78); la de detección en 2D es $0 dentro de la red, pero algunos planes cobran la parte 3D",
  "bone-density-scan": "Caderas o columna; $0 dentro de la red si es de detección para mujeres que califican",
  "pelvic-ultrasound-abdominal": "Ultrasonido pélvico completo a través del abdomen",
  "thyroid-ultrasound": "Ultrasonido de los tejidos blandos del cuello (tiroides)",
  "carotid-ultrasound": "Ultrasonido dúplex de las arterias del cuello, ambos lados",
  "knee-x-ray": "3 vistas; imagen + lectura",
  "shoulder-x-ray": "2 o más vistas; imagen + lectura",
  "ankle-x-ray": "3 o más vistas; imagen + lectura",
  echocardiogram: "Ultrasonido completo del corazón (transtorácico, con Doppler); imagen + lectura",
  "treadmill-stress-test": "Prueba de esfuerzo con electrocardiograma, supervisión y lectura; sin imágenes",
  "nuclear-stress-test":
    "Estudio de perfusión del corazón (SPECT, imágenes en reposo y con esfuerzo); la prueba de esfuerzo (93015) y el trazador se cobran aparte",
  "heart-catheterization-angiogram": "Cateterismo del lado izquierdo del corazón con angiografía coronaria",
  "physical-therapy-evaluation":
    "Primera consulta, complejidad baja; el código de complejidad moderada (97162) tiene el mismo monto de Medicare en 2025",
  "manual-therapy": "Una unidad de 15 minutos de terapia manual",
  "chiropractic-adjustment": "Manipulación de la columna, 1 o 2 regiones",
  "joint-injection": "Articulación grande o bursa, sin guía por ultrasonido; el medicamento se cobra aparte",
  "epidural-injection-no-imaging":
    "Sin guía por imagen; está en la lista de 70 servicios de CMS que se pueden comparar",
  "skin-biopsy": "Biopsia por rasurado (tangencial) de una lesión",
  "carpal-tunnel-release": "Una mano, liberación abierta",
  "knee-surgery-both-menisci": "Recorte artroscópico de ambos meniscos de la rodilla",
  "rotator-cuff-repair": "Reparación artroscópica del hombro",
  "knee-replacement": "Reemplazo total de rodilla; la hospitalización (MS-DRG 469/470) no tiene precio aquí",
  "colonoscopy-ultrasound": "Colonoscopia con ultrasonido endoscópico",
  "eye-exam-new":
    "Examen médico completo de los ojos; la receta para lentes (refracción, 92015) es aparte y Medicare no la cubre (estado N)",
  "eye-exam":
    "Examen médico completo de los ojos; la receta para lentes (refracción, 92015) es aparte y Medicare no la cubre (estado N)",
  "vbac-delivery":
    "Tarifa global del obstetra (prenatal, parto, posparto); está en la lista de 70 servicios de CMS que se pueden comparar",
  "blood-draw": "Extracción de sangre; a menudo se cobra además de cada análisis de sangre",
  "a1c-test": "Promedio del azúcar en la sangre de unos 3 meses (diabetes)",
  "vitamin-d-test": "Vitamina D 25-hidroxi",
  "cbc-no-differential":
    "Sin diferencial de glóbulos blancos; está en la lista de 70 servicios de CMS que se pueden comparar",
  "urine-culture": "Conteo de colonias de bacterias",
  "rapid-strep-test": "Prueba de antígeno de estreptococo A",
  "hepatitis-c-test": "$0 dentro de la red si se factura como prueba de detección para adultos que califican",
  "free-psa-test":
    "PSA libre (no unido), que suele pedirse junto con el PSA total; está en la lista de 70 servicios de CMS que se pueden comparar",
  "electrolyte-panel": "Sodio, potasio, cloruro y CO2",
  "pathology-exam":
    "Examen al microscopio de una muestra de tejido (por ejemplo, una biopsia o un pólipo) con el informe del médico",
};
