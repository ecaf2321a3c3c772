/** Every dataset behind a price figure, as cited in answers and on /methodology (docs/prices.md). */
import { en } from "../../i18n/prices/en";

export const DATASETS = en.datasets;
