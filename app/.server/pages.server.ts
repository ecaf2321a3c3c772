import { ServiceError } from "./errors.server";

/** A service's 404 (someone else's record, or none) as the page's not-found answer; any other error as it is. */
export async function asPage<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}
