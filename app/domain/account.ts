/** Members' data rights: the delete-account confirmation (shared by the page and the service). */
import * as v from "valibot";

/** Documents of a closed case are deleted this many days after it closes, unless DOCUMENT_RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 365;
/** The owner is told this many days before. */
export const RETENTION_NOTICE_DAYS = 14;

export const DELETE_ACCOUNT_MESSAGES = {
  confirm: "Tick the box to confirm that you want your account deleted.",
} as const;

export const deleteAccountSchema = v.object({
  // An unticked box sends nothing: the same message either way.
  confirm: v.pipe(
    v.optional(v.string(), ""),
    v.check((value) => value === "yes", DELETE_ACCOUNT_MESSAGES.confirm),
  ),
});
