/**
 * Makes an enrollment code for an admin's first passkey
 * (docs/decisions/0049-second-factor-invitations-and-stable-order.md) and stores it,
 * hashed, in D1: the code is printed here once and nowhere else. Hand it over some way
 * other than email (in person, by phone): its point is that the mailbox alone is not enough.
 *
 *   npm run admin:invite -- support@carefinder.example                     local D1 (.wrangler/state)
 *   npm run admin:invite -- admin@example.com --persist-to .wrangler/e2e-9100  another local state
 *   npm run admin:invite -- admin@example.com --remote --env production     the deployed D1
 */
import { spawnSync } from "node:child_process";
import { newInvitation } from "../app/.server/auth/passkeys/invitations.server";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const email = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--"))?.toLowerCase();
const remote = args.includes("--remote");
const envName = option("--env");
const persistTo = option("--persist-to");

function refuse(message: string): never {
  console.error(
    `${message}\nUsage: npm run admin:invite -- <email> [--remote --env staging|production] [--persist-to DIR]`,
  );
  process.exit(2);
}

if (!email || !/^[^\s@'"\\]+@[^\s@'"\\]+\.[^\s@'"\\]+$/.test(email)) refuse("Give the admin's email address.");
if (remote && envName !== "staging" && envName !== "production")
  refuse("--remote needs --env staging or --env production.");
if (remote && persistTo) refuse("--persist-to is for the local state only.");

const { code, row } = await newInvitation(email);
const sql = `INSERT INTO admin_invitations (code_hash, email, expires_at, created_at) VALUES ('${row.codeHash}', '${row.email}', ${row.expiresAt.getTime()}, ${row.createdAt.getTime()});`;
const where = remote ? ["--remote", "--env", envName!] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...where, "--command", sql], {
  stdio: ["ignore", "ignore", "inherit"],
});
if (result.status !== 0) {
  console.error("The code was not stored (wrangler d1 execute failed): nothing to hand over.");
  process.exit(result.status ?? 1);
}
console.log(
  [
    `Enrollment code for ${row.email}: ${code}`,
    `It works once, until ${row.expiresAt.toISOString().replace("T", " ").slice(0, 16)} UTC, for that address only.`,
    "Hand it over in person or by phone, not by email. They enter it on the 'Set up your passkey' page after signing in.",
  ].join("\n"),
);
