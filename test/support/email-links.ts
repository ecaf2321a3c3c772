import { appFetch } from "./browser";

/** The token of the emailed sign-in or sign-up link in a text: it rides in the link's fragment. */
export function tokenInEmailedLink(text: string): string {
  const url = /https?:\/\/\S+\/auth\/link#token=(\S+)/.exec(text);
  if (!url) throw new Error("no /auth/link#token= link in the email");
  return decodeURIComponent(url[1]);
}

/** What the page posts once it has read the fragment: the link's state and address, nothing used. */
export function openEmailLink(token: string): Promise<Response> {
  return appFetch("https://app.test/auth/link", {
    method: "POST",
    body: new URLSearchParams({ intent: "open", token }),
  });
}
