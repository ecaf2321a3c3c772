/**
 * Headers on every file we serve (documents, attachment links). A file is the
 * member's bytes, not our page: sandboxed with no sources, so an HTML or SVG
 * file opened in a tab runs nothing and no page can frame it; never sniffed into another type; its URL
 * (which may hold a token) never leaks as a referrer; never cached.
 */
export const FILE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
  "Cross-Origin-Resource-Policy": "same-origin",
};
