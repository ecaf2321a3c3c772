// "Check what we read" for an EOB is shown only after one is read in the browser: as a `.client` module it stays
// out of the Worker (docs/decisions/0061-eob-read-into-its-own-page.md).
export { EobReview } from "./EobReview";
