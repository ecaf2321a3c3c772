import { registrationSchema, PROFILE_MESSAGES } from "../domain/profile";
import { newRequestSchema, REQUEST_MESSAGES } from "../domain/requests";
import { DOCUMENT_MESSAGES } from "../domain/documents";
import type { ServerContext } from "./context.server";
import { submitForm, type FormAnswer } from "./forms.server";
import { updateProfile } from "./profiles/profiles.server";
import { createHelpRequest } from "./requests/requests.server";

/*
 * The member dashboard's two dialog forms, answered the same way whether the
 * dialog posts to /dashboard (with JavaScript) or its own page posts to
 * /dashboard/profile or /dashboard/requests/new (without).
 */

export function submitProfileForm(
  server: ServerContext,
  userId: string,
  formData: FormData,
  request: Request,
): Promise<FormAnswer> {
  return submitForm(formData, registrationSchema, (value) => updateProfile(server, userId, value), {
    unexpected: PROFILE_MESSAGES.updateFailed,
    request,
  });
}

export function submitNewRequestForm(
  server: ServerContext,
  userId: string,
  formData: FormData,
  request: Request,
): Promise<FormAnswer> {
  return submitForm(formData, newRequestSchema, (value) => createHelpRequest(server, userId, value), {
    unexpected: REQUEST_MESSAGES.createFailed,
    request,
  });
}

/** Where a dialog's page goes once saved: the dashboard, which says so (the dialog itself just closes). */
const SAVED_NOTICES = {
  profile: PROFILE_MESSAGES.updated,
  request: REQUEST_MESSAGES.created,
  "document-deleted": DOCUMENT_MESSAGES.deleted,
} as const;

export const dashboardAfterSaving = (what: keyof typeof SAVED_NOTICES) => `/dashboard?saved=${what}`;

/** Which save the dashboard's notice tells of (`?saved=`); the page words it in its language (i18n/dashboard). */
export function savedKind(url: URL): keyof typeof SAVED_NOTICES | null {
  const saved = url.searchParams.get("saved");
  return saved && Object.hasOwn(SAVED_NOTICES, saved) ? (saved as keyof typeof SAVED_NOTICES) : null;
}
