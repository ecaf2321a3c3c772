/** The member's time zone, remembered on the profile: the call page shows slots in it. */
import { eq } from "drizzle-orm";
import type * as v from "valibot";
import { profiles } from "../../../db/schema";
import type { timeZoneFormSchema } from "../../domain/calls";
import type { ServerContext } from "../context.server";

export async function saveTimeZone(
  server: ServerContext,
  userId: string,
  input: v.InferOutput<typeof timeZoneFormSchema>,
) {
  await server.db.update(profiles).set({ timeZone: input.time_zone }).where(eq(profiles.id, userId));
}
