/** Any unknown path: the root error boundary renders the site's 404 page and root's meta titles it. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
