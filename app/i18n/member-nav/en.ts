/** The words around every member page: the way back, the language switch, the shared buttons. */
export const en = {
  backToDashboard: "Back to your dashboard",
  cancel: "Cancel",
  switchLabel: "Language of your pages",
  /** The switch names each language in itself. */
  english: "English",
  spanish: "Español",
  /** Said to screen readers beside the language the page is in. */
  current: "(this page)",
};

export type MemberNavWords = typeof en;
