/**
 * Every admin passkey added or removed is emailed to every admin
 * (docs/decisions/0049-second-factor-invitations-and-stable-order.md): whoever enrolls a
 * passkey on an admin account, the team hears of it. The mail names the account and
 * the time, never a credential id, a code or a link that acts.
 */
import { eq, inArray, or, sql } from "drizzle-orm";
import { profiles } from "../../../../db/schema";
import type { ServerContext } from "../../context.server";
import { announceEmails, enqueueEmailStatement } from "../../email/outbox.server";
import { adminEmails } from "../roles.server";

export type PasskeyChange = "added" | "removed";

/** Every admin's address: admin profiles and the configured support addresses, once each. */
async function adminAddresses(server: ServerContext): Promise<string[]> {
  const configured = [...adminEmails(server.env)];
  const rows = await server.db
    .select({ email: profiles.email })
    .from(profiles)
    .where(
      configured.length
        ? or(eq(profiles.role, "admin"), inArray(sql`lower(${profiles.email})`, configured))
        : eq(profiles.role, "admin"),
    );
  return [...new Set([...configured, ...rows.map((r) => r.email.toLowerCase())])].sort();
}

function noticeText(account: string, change: PasskeyChange, at: Date) {
  const what = change === "added" ? "A passkey was added to" : "A passkey was removed from";
  return {
    subject: `${what} a Care Finder team account`,
    text: [
      `${what} the Care Finder team account ${account} at ${at.toISOString().replace("T", " ").slice(0, 16)} UTC.`,
      "",
      "Every team member gets this email. If nobody on the team expected it, the account's sign-in may be in someone else's hands: sign in, check its passkeys under Passkeys and recovery codes, and remove any you don't know.",
    ].join("\n"),
  };
}

/** Queues the notice to every admin, once the change is stored. */
export async function noticeAdminsOfPasskey(
  server: ServerContext,
  account: { id: string; email: string },
  change: PasskeyChange,
  now = new Date(),
): Promise<void> {
  const recipients = await adminAddresses(server);
  if (recipients.length === 0) return;
  const { subject, text } = noticeText(account.email, change, now);
  const statements = recipients.map((to) =>
    enqueueEmailStatement(server, { kind: "security_notice", to, subject, text, relatedUserId: account.id }),
  );
  const [first, ...rest] = statements;
  const results = await server.db.batch([first, ...rest]);
  announceEmails(
    server,
    results.flatMap((rows) => rows.map((row) => row.id)),
  );
}
