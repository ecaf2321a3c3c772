import { TEAM_READS_DOCUMENT_REQUIRED } from "~/domain/team-reads";

/** "We'll read it for you" (docs/product.md#reading-a-bill): a photo or scan of a bill the team reads, in English. */
export const en = {
  title: "We'll read it for you",
  intro:
    "Have a photo or a scan of the bill? Choose the hospital, the date of service and who paid above, add the file here, and our team reads the lines for you. You don't type any lines.",
  fileLabel: "Your bill as a file (photo or PDF)",
  fileHint: "PDF, JPG, PNG or GIF, up to 10 MB. It is kept with your documents. Or choose one you uploaded above.",
  submit: "We'll read it for you",
  submitting: "Sending…",
  documentRequired: TEAM_READS_DOCUMENT_REQUIRED,
  readerNoText:
    "This file has no text we can read on your device: it looks like a scan or a photo. Our team can read it for you: we put the file in the form below. Choose the hospital and the date of service, then press “We'll read it for you”.",
  caseReading:
    "We'll read it for you: our team is reading the bill you sent and will enter its lines here. We'll email you when they are in.",
  emailSubject: "Your bill check has been updated",
  emailText: (link: string) =>
    ["Our team has entered the lines from the bill you sent us. See your bill check here:", link].join("\n"),
};

export type TeamReadsWords = typeof en;
