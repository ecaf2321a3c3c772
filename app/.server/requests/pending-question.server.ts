/**
 * "Ask our team" from a visitor (the procedure search found nothing): what they typed waits in a
 * short-lived cookie while they sign in or register, and their dashboard then opens the new-request
 * page started with it. It is a search term, nothing personal, and it is read once.
 */
import { readCookie, serializeCookie } from "../auth/cookies.server";
import { ASK_ABOUT_MAX, askOurTeamUrl } from "../../domain/ask-our-team";

const PENDING_QUESTION_COOKIE = "cf_ask";
/** Long enough to sign in by an emailed link and register, short enough to be forgotten. */
const KEEP_SECONDS = 60 * 60;

/** The Set-Cookie header that keeps what the visitor asked about until they are signed in. */
export function rememberQuestion(about: string): string {
  return serializeCookie(PENDING_QUESTION_COOKIE, about.trim().slice(0, ASK_ABOUT_MAX), { maxAge: KEEP_SECONDS });
}

/** Where a member's question waits, and the Set-Cookie header that forgets it; null when none waits. */
export function takeQuestion(request: Request): { location: string; forget: string } | null {
  const about = readCookie(request, PENDING_QUESTION_COOKIE)?.trim();
  if (!about) return null;
  return { location: askOurTeamUrl(about), forget: serializeCookie(PENDING_QUESTION_COOKIE, "", { maxAge: 0 }) };
}
