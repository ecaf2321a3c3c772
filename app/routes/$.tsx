import type { MetaFunction } from "@remix-run/cloudflare";

/** Any unknown path: the root error boundary renders the site's 404 page. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [{ title: "Page not found | Care Finder" }];

export default function NotFound() {
  return null;
}
