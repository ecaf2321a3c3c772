// "Read my EOB" runs only in the browser: as a `.client` module it and its words stay out of the Worker
// (docs/decisions/0061-eob-read-into-its-own-page.md).
export { EobReader } from "./EobReader";
