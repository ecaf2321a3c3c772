import type { Messages } from "./en";

/** Les mots communs à toutes les pages, en français. */
export const fr: Messages = {
  lang: "fr",
  skipToContent: "Aller au contenu",
  header: {
    brandHome: "Care Finder, accueil",
    nav: "Navigation principale",
    home: "Care Finder",
    concierge: "Care Concierge",
    coverage: "Assurance santé",
    coverageHref: "/assurance-sante",
    checkBill: "Vérifier une facture",
    checkBillHref: "/check-a-bill",
    signIn: "Se connecter",
    memberDashboard: "Mon Dashboard",
    adminDashboard: "Administration",
    signOut: "Se déconnecter",
    menu: "Menu",
    languages: "Langues",
  },
  footer: {
    label: "Pied de page",
    contact: "Nous contacter",
    privacy: "Confidentialité et conditions",
    coverage:
      "Service de conciergerie disponible dans les 50 États. Courtage d'assurance agréé en FL, NC, OH, TN et VA.",
    disclaimer:
      "Care Finder propose des outils de prix et de conseil, pas de soins médicaux. Les prix affichés sont des estimations, pas des devis. L'assurance complémentaire à indemnité fixe n'est pas une couverture santé complète.",
  },
  contact: {
    title: "Nous contacter",
    intro:
      "Une question sur une facture, un prix ou votre couverture ? Notre équipe vous répond sous 48 heures ouvrées.",
    name: "Nom",
    email: "E-mail",
    message: "Message",
    send: "Envoyer",
    sending: "Envoi...",
    needAll: "Indiquez d'abord votre nom, votre e-mail et votre message.",
    cancel: "Annuler",
    close: "Fermer",
  },
};
