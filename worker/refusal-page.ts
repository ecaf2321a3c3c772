import { createNonce } from "../app/.server/page-ids.server";
import { applyDocumentSecurityHeaders } from "../app/.server/security-headers.server";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A small standalone page for requests the front door refuses before Remix
 * runs (so never Remix's empty 500): the status, our message, a way back.
 */
export function refusalPage(status: number, title: string, message: string): Response {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Care Finder</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}a{color:#0b5cad}</style>
</head>
<body>
<main>
<p>${status}</p>
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">Back to Care Finder</a></p>
</main>
</body>
</html>`;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  applyDocumentSecurityHeaders(headers, { nonce: createNonce(), dev: false });
  return new Response(html, { status, headers });
}
