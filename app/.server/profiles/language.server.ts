/** The language a member reads their own pages in, remembered on the profile (app/.server/page-lang.server.ts). */
import { eq } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import type { MemberLanguage } from "../../domain/member-language";
import type { ServerContext } from "../context.server";

export async function saveLanguage(server: ServerContext, userId: string, language: MemberLanguage): Promise<void> {
  await server.db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
