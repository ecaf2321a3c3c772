/** The bill pages' not-found answer is every page's (app/.server/pages.server.ts). */
export { asPage } from "../pages.server";
