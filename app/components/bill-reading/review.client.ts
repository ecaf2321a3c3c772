// "Check what we read" is shown only after a bill is read in the browser: as a `.client` module it stays out of
// the Worker (docs/decisions/0053-reading-bills-in-the-browser.md).
export { ReadingReview } from "./ReadingReview";
