/**
 * Work on many rows at once (docs/admin-scale.md): the selected ids, and the
 * count the admin confirmed. The server refuses a batch whose confirmed count
 * is not the number of ids, so nothing changes that the person did not see.
 * Client-safe: the dashboard's confirmation dialog reads the same messages.
 */
import * as v from "valibot";
import { WORK_STATUS_VALUES, ADMIN_MESSAGES } from "./admin";

/** One page at most (the largest page size); keeps each lookup under D1's 100 bound parameters. */
export const MAX_BULK_IDS = 100;

export const BULK_MESSAGES = {
  noneSelected: "Select at least one row first",
  tooMany: `Select at most ${MAX_BULK_IDS} rows at a time`,
  notConfirmed: "Please confirm the change before it is made",
  tagsRequired: "Enter a tag to add or remove",
  missingRows: "Some selected rows no longer exist; nothing was changed. Reload the list and try again.",
} as const;

const ids = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)), BULK_MESSAGES.noneSelected),
  v.minLength(1, BULK_MESSAGES.noneSelected),
  v.maxLength(MAX_BULK_IDS, BULK_MESSAGES.tooMany),
  v.transform((list) => [...new Set(list)]),
);

/**
 * `confirmed`: how many rows the confirmation told the admin would change; a
 * number (JSON) or its digits (a form). Missing or anything else reads as NaN,
 * so every way of leaving it out gets the same message.
 */
const confirmed = v.pipe(
  // A missing key would otherwise get the object's generic message.
  v.optional(v.unknown(), Number.NaN),
  v.transform((value) =>
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN,
  ),
  v.number(BULK_MESSAGES.notConfirmed),
);

export const bulkRequestStatusSchema = v.object({
  ids,
  confirmed,
  status: v.picklist(WORK_STATUS_VALUES, ADMIN_MESSAGES.statusInvalid),
});

export const bulkTasksDoneSchema = v.object({ ids, confirmed });

export const bulkUserTagsSchema = v.object({
  ids,
  confirmed,
  add: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
  remove: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
});
