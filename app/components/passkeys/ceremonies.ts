/**
 * The browser's side of a passkey ceremony: ask /api for options, hand them to the
 * browser's WebAuthn API (@simplewebauthn/browser, loaded only when a button is
 * pressed), send the answer back. Each returns the outcome or the words to show.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { PASSKEY_PAGE_MESSAGES, type PasskeyResponse } from "~/domain/passkeys";
import { api, refusalOf } from "~/utils/api-client";

type Outcome<T> = ({ ok: true } & T) | { ok: false; message: string };

const browserLibrary = () => import("@simplewebauthn/browser");

/* The options travel as JSON through the typed client, which types them by their JSON form;
   the browser library's types name the same JSON (and our schema the same answer). */
const creationOptions = (json: unknown) => json as PublicKeyCredentialCreationOptionsJSON;
const requestOptions = (json: unknown) => json as PublicKeyCredentialRequestOptionsJSON;
const asAnswer = (answer: unknown) => answer as PasskeyResponse;

async function refused(res: { json(): Promise<unknown> }): Promise<{ ok: false; message: string }> {
  return { ok: false, message: (await refusalOf(res)).error ?? "Something went wrong. Please try again." };
}

/** The browser said no (cancelled, timed out, no passkey there) or cannot do it at all. */
function browserRefusal(error: unknown): { ok: false; message: string } {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return { ok: false, message: PASSKEY_PAGE_MESSAGES.cancelled };
  if (name === "InvalidStateError")
    return { ok: false, message: "This device already holds a passkey for your account." };
  return { ok: false, message: PASSKEY_PAGE_MESSAGES.unsupported };
}

/**
 * Adds a passkey to the signed-in account; an admin's first also brings their recovery codes, once,
 * and needs the enrollment code made for their address (`invitation`).
 */
export async function addPasskey(invitation?: string): Promise<Outcome<{ recoveryCodes: string[] | null }>> {
  const { browserSupportsWebAuthn, startRegistration } = await browserLibrary();
  if (!browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_PAGE_MESSAGES.unsupported };
  const optionsRes = await api.passkeys.registration.options.$post({ json: invitation ? { invitation } : {} });
  if (!optionsRes.ok) return refused(optionsRes);
  let answer;
  try {
    answer = await startRegistration({ optionsJSON: creationOptions(await optionsRes.json()) });
  } catch (error) {
    return browserRefusal(error);
  }
  const res = await api.passkeys.registration.$post({ json: asAnswer(answer) });
  if (!res.ok) return refused(res);
  return { ok: true, recoveryCodes: (await res.json()).recoveryCodes };
}

/** Shows one of the account's passkeys as this session's second factor. */
export async function confirmWithPasskey(): Promise<Outcome<object>> {
  const { browserSupportsWebAuthn, startAuthentication } = await browserLibrary();
  if (!browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_PAGE_MESSAGES.unsupported };
  const optionsRes = await api.passkeys["second-factor"].options.$post();
  if (!optionsRes.ok) return refused(optionsRes);
  let answer;
  try {
    answer = await startAuthentication({ optionsJSON: requestOptions(await optionsRes.json()) });
  } catch (error) {
    return browserRefusal(error);
  }
  const res = await api.passkeys["second-factor"].$post({ json: asAnswer(answer) });
  return res.ok ? { ok: true } : refused(res);
}

/** Signs in with a passkey this device holds for the site (discoverable: no address typed). */
export async function signInWithPasskey(): Promise<Outcome<{ landing: string }>> {
  const { browserSupportsWebAuthn, startAuthentication } = await browserLibrary();
  if (!browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_PAGE_MESSAGES.unsupported };
  const optionsRes = await api["passkey-sign-in"].options.$post();
  if (!optionsRes.ok) return refused(optionsRes);
  let answer;
  try {
    answer = await startAuthentication({ optionsJSON: requestOptions(await optionsRes.json()) });
  } catch (error) {
    return browserRefusal(error);
  }
  const res = await api["passkey-sign-in"].$post({ json: asAnswer(answer) });
  if (!res.ok) return refused(res);
  return { ok: true, landing: (await res.json()).landing };
}
