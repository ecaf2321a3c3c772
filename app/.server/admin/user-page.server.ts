import type { ServerContext } from "../context.server";
import { ServiceError } from "../errors.server";
import { findRecipient } from "./email.server";

/**
 * The person an admin page about one user acts on (Send Email, Add Task):
 * id, name and email, or the not-found page when there is no such user.
 */
export async function userForAdminPage(server: ServerContext, userId: string) {
  try {
    const user = await findRecipient(server, userId);
    return { id: user.id, name: user.fullName, email: user.email, language: user.language };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}
