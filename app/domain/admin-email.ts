/**
 * The Send Email form (docs/product.md#admin): the same subject and message
 * rules as the API's body (`adminEmailSchema`), for the page's form and the
 * server's multipart path; attachments travel as files, not base64.
 */
import * as v from "valibot";
import { adminEmailSchema } from "./admin";

export const adminEmailFieldsSchema = v.pick(adminEmailSchema, ["subject", "message"]);

/** The form's field names; subject and message come before the files (the server reads the body in order). */
export const ADMIN_EMAIL_FIELDS = { subject: "subject", message: "message", attachments: "attachments" } as const;

export const adminEmailUrl = (userId: string) => `/admin-dashboard/users/${encodeURIComponent(userId)}/email`;
