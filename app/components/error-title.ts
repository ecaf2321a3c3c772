/** The title of an error page, by status (the root's meta and every route's `errorTitleFor`). */
export function errorTitle(status: number): string {
  return status === 404 ? "Page not found | Care Finder" : "Something went wrong | Care Finder";
}
