/**
 * Les mots de la page française (app/routes/assurance-sante.tsx), écrits pour
 * des expatriés francophones à Miami, pas traduits mot à mot. La page ne fait
 * que les disposer : une autre langue serait un autre fichier comme celui-ci.
 */
export const fr = {
  title: "Assurance santé et frais médicaux aux États-Unis | Care Finder",
  description:
    "Expatriés francophones à Miami : comprenez le prix des soins aux États-Unis, économisez jusqu'à 80 % et trouvez une assurance complémentaire avec un concierge bilingue.",
  newTab: " (s'ouvre dans un nouvel onglet)",
  hero: {
    title: "Vos soins aux États-Unis, sans mauvaise surprise",
    lead: "Vous vivez à Miami ou vous vous y installez ? Aux États-Unis, le prix d'un même examen peut varier du simple au quintuple. Nous vous aidons à payer le juste prix et à bien vous assurer, en français.",
    quote: "Obtenir un devis d'assurance",
    call: "Demander un appel gratuit",
  },
  prices: {
    title: "Combien coûte un examen ?",
    intro: "Ordres de grandeur pour un examen courant :",
    figures: [
      { label: "Moyenne nationale", value: "1 100 $", meaning: "Prix moyen payé aux États-Unis" },
      { label: "Avec assurance", value: "100 $ à 500 $", meaning: "Ce qui reste généralement à votre charge" },
      { label: "Sans assurance", value: "dès 300 $", meaning: "En payant comptant, dans le bon centre" },
      { label: "Vos économies", value: "jusqu'à 80 %", meaning: "Par rapport à la moyenne nationale" },
    ],
    estimates: "Ce sont des estimations, pas des devis.",
    estimateLink: "Estimez le prix d'un examen près de chez vous",
    englishPage: "(page in English)",
  },
  concierge: {
    title: "Un concierge qui parle votre langue",
    text: "Factures incompréhensibles, franchise, réseau de soins… Votre concierge bilingue vous explique tout en français, puis appelle les cliniques et les assureurs en anglais pour vous.",
    english: "A bilingual concierge who explains everything in French and handles the calls in English for you.",
    points: [
      "Comparaison des prix auprès de plus de 100 prestataires",
      "Vérification de vos factures et aide pour vos remboursements",
      "Réponse sous 48 heures, remboursé si nous ne trouvons aucune économie",
    ],
    plansLink: "Voir les formules de conciergerie",
  },
  plans: {
    title: "Assurance complémentaire",
    perMonth: " par mois",
    tiers: [
      { name: "Core", range: "100 $ à 200 $", summary: "L'essentiel : urgences, hospitalisation et chirurgie." },
      {
        name: "Essential",
        range: "200 $ à 300 $",
        summary: "Des indemnités journalières plus élevées et davantage de consultations.",
      },
      {
        name: "Premium",
        range: "300 $ à 400 $",
        summary: "Nos garanties les plus fortes, avec l'imagerie et les soins ambulatoires avancés.",
      },
    ],
    options: "Options : accident, maladies graves, conciergerie et téléconsultation.",
    stateDepartments: "Trouver le département des assurances de votre État (NAIC, en anglais)",
  },
  faqTitle: "Questions fréquentes",
  faq: [
    {
      question: "Ma carte Vitale ou ma mutuelle française me couvre-t-elle à Miami ?",
      answer:
        "En général, non, ou très partiellement : la Sécurité sociale rembourse les soins à l'étranger sur la base des tarifs français, bien loin des prix américains. Une assurance locale ou complémentaire évite les mauvaises surprises.",
    },
    {
      question: "Qu'est-ce qu'une assurance à indemnité fixe ?",
      answer:
        "Elle vous verse un montant fixe pour chaque événement couvert, par exemple 2 000 $ par jour d'hospitalisation, quel que soit le montant de la facture. C'est une assurance complémentaire, pas une couverture santé complète.",
    },
    {
      question: "Faut-il remplir un questionnaire médical ?",
      answer: "Oui, une sélection médicale est obligatoire : l'assureur décide de vous assurer au vu de vos réponses.",
    },
    {
      question: "Dans quels États pouvez-vous m'assurer ?",
      answer:
        "Notre courtage d'assurance est agréé en Floride (FL), Caroline du Nord (NC), Ohio (OH), Tennessee (TN) et Virginie (VA). Le service de conciergerie est disponible dans les 50 États.",
    },
  ],
  cta: {
    title: "Parlons de votre situation",
    text: "Un appel de 30 minutes, gratuit et sans engagement, avec un conseiller francophone.",
  },
  disclaimer: {
    title: "Avertissement",
    text: "L'assurance complémentaire à indemnité fixe verse des montants forfaitaires pour les événements couverts ; elle ne constitue pas une couverture santé complète et ne la remplace pas. Une sélection médicale est obligatoire. Les exemples de tarifs concernent un homme fumeur de 39 ans résidant à Miami. Les prix affichés sont des estimations, pas des devis.",
  },
};
