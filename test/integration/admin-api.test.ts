import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, emailOutbox, profiles, requestStatusEvents, tasks } from "../../db/schema";
import { insertAdmin, insertDocument, insertHelpRequest, insertProfile, insertTask } from "../support/factories";
import { ADMIN_MESSAGES, MAX_ATTACHMENT_BYTES } from "../../app/domain/admin";
import { call, cookieFor, db, signedInAdmin, signedInMember, toBase64 } from "../support/auth-helpers";

const ADMIN_CALLS: [string, string, unknown?][] = [
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/requests"],
  ["GET", "/api/admin/documents"],
  ["GET", "/api/admin/tasks"],
  ["GET", "/api/admin/stats"],
  ["PUT", "/api/admin/users/some-id", { full_name: "X" }],
  ["PUT", "/api/admin/requests/some-id/status", { status: "completed" }],
  ["PUT", "/api/admin/tasks/some-id/status", { status: "completed" }],
  ["POST", "/api/admin/users/some-id/send-email", { subject: "s", message: "m" }],
  ["POST", "/api/admin/users/some-id/tasks", { task_text: "t" }],
];

describe("admin API access", () => {
  it("answers 401 to visitors on every admin call", async () => {
    for (const [method, path, json] of ADMIN_CALLS) {
      const res = await call(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers 403 to members on every admin call and changes nothing", async () => {
    const { member, cookie } = await signedInMember();
    for (const [method, path, json] of ADMIN_CALLS) {
      const res = await call(path.replace("some-id", member.id), { method, json, cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const after = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(after?.fullName).toBe(member.fullName);
  });
});

describe("admin lists", () => {
  it("join the owner's full_name and email, search case-insensitively and filter by status", async () => {
    const { cookie } = await signedInAdmin();
    const tag = crypto.randomUUID().slice(0, 6);
    const owner = await insertProfile(db(), { fullName: `Zed Quill ${tag}`, email: `zed.${tag}@example.com` });
    const other = await insertProfile(db(), { fullName: `Other ${tag}` });
    await insertHelpRequest(db(), owner.id, { title: `Bill ${tag}`, status: "in_progress" });
    await insertHelpRequest(db(), other.id, { title: `Other bill ${tag}` });
    await insertTask(db(), owner.id, { taskText: `Call the clinic ${tag}` });
    await insertDocument(db(), env.DOCUMENTS, owner.id, { filename: `scan-${tag}.txt`, body: "x".repeat(2048) });

    const users = await (
      await call(`/api/admin/users?q=ZED%20QUILL%20${tag.toUpperCase()}`, { cookie })
    ).json<{ users: Record<string, unknown>[]; total: number }>();
    expect(users.total).toBe(1);
    expect(users.users[0]).toMatchObject({
      user_id: owner.id,
      full_name: owner.fullName,
      email: owner.email,
      role: "member",
      zip_code: owner.zipCode,
    });
    expect(users.users[0]).not.toHaveProperty("date_of_birth");

    const requests = await (
      await call(`/api/admin/requests?q=${tag}`, { cookie })
    ).json<{ requests: Record<string, unknown>[] }>();
    expect(requests.requests).toHaveLength(2);
    const filtered = await (
      await call(`/api/admin/requests?q=${tag}&status=in_progress`, { cookie })
    ).json<{ requests: Record<string, unknown>[] }>();
    expect(filtered.requests).toHaveLength(1);
    expect(filtered.requests[0]).toMatchObject({
      title: `Bill ${tag}`,
      status: "in_progress",
      full_name: owner.fullName,
      email: owner.email,
    });

    const byEmail = await (
      await call(`/api/admin/tasks?q=zed.${tag}@EXAMPLE.com`, { cookie })
    ).json<{ tasks: Record<string, unknown>[] }>();
    expect(byEmail.tasks).toHaveLength(1);
    expect(byEmail.tasks[0]).toMatchObject({
      task_text: `Call the clinic ${tag}`,
      due_date: null,
      status: "pending",
      full_name: owner.fullName,
      email: owner.email,
    });
    const byText = await (
      await call(`/api/admin/tasks?q=THE%20CLINIC%20${tag}`, { cookie })
    ).json<{ tasks: unknown[] }>();
    expect(byText.tasks).toHaveLength(1);

    const docs = await (
      await call(`/api/admin/documents?q=${tag}`, { cookie })
    ).json<{ documents: Record<string, unknown>[] }>();
    expect(docs.documents).toHaveLength(1);
    expect(docs.documents[0]).toMatchObject({
      filename: `scan-${tag}.txt`,
      file_size: 2048,
      upload_status: "completed",
      full_name: owner.fullName,
      email: owner.email,
    });
    // View and Download links go through the authorized file route (issue 5), which admins may use.
    // A text file never opens in the browser: its view link is a download, as for the member.
    const fileUrl = (docs.documents[0] as { file_url: string }).file_url;
    expect(fileUrl).toMatch(/disposition=attachment$/);
    const download = await call(fileUrl, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toContain("attachment");
    expect((await download.arrayBuffer()).byteLength).toBe(2048);
    const pendingDocs = await (
      await call(`/api/admin/documents?q=${tag}&status=pending`, { cookie })
    ).json<{ documents: unknown[] }>();
    expect(pendingDocs.documents).toHaveLength(0);
  });

  it("treats wildcards as plain text and accepts long search terms", async () => {
    const { cookie } = await signedInAdmin();
    const res = await (
      await call(`/api/admin/users?q=${encodeURIComponent("%")}`, { cookie })
    ).json<{ total: number }>();
    expect(res.total).toBe(0);
    const long = "a-very-long-search-term-that-goes-well-past-fifty-characters-for-sure";
    const owner = await insertProfile(db(), { fullName: `Long ${long}` });
    const found = await call(`/api/admin/users?q=${long.toUpperCase()}`, { cookie });
    expect(found.status).toBe(200);
    expect((await found.json<{ users: { user_id: string }[] }>()).users.map((u) => u.user_id)).toEqual([owner.id]);
  });

  it("paginates on the server (25 per page)", async () => {
    const { cookie } = await signedInAdmin();
    const tag = `page${crypto.randomUUID().slice(0, 6)}`;
    const owner = await insertProfile(db(), { fullName: `Pager ${tag}` });
    for (let i = 0; i < 27; i++) await insertTask(db(), owner.id, { taskText: `${tag} task ${i}` });
    const first = await (
      await call(`/api/admin/tasks?q=${tag}`, { cookie })
    ).json<{ tasks: unknown[]; total: number; page_size: number }>();
    expect(first).toMatchObject({ total: 27, page_size: 25 });
    expect(first.tasks).toHaveLength(25);
    const second = await (
      await call(`/api/admin/tasks?q=${tag}&page=2`, { cookie })
    ).json<{ tasks: unknown[]; page: number }>();
    expect(second.tasks).toHaveLength(2);
    expect(second.page).toBe(2);
  });
});

describe("PUT /api/admin/users/{userId}", () => {
  it("validates email and ZIP and answers {success, user, error, details}", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const badEmail = await call(`/api/admin/users/${member.id}`, {
      method: "PUT",
      cookie,
      json: { email: "not-an-email" },
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toEqual({
      success: false,
      user: null,
      error: "Please enter a valid email",
      details: { email: "Please enter a valid email" },
    });
    const badZip = await call(`/api/admin/users/${member.id}`, { method: "PUT", cookie, json: { zip_code: "1234" } });
    expect(badZip.status).toBe(400);
    expect(await badZip.json()).toMatchObject({
      success: false,
      error: "Please enter a valid ZIP code",
      details: { zip_code: "Please enter a valid ZIP code" },
    });
    const stored = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(stored?.email).toBe(member.email);
  });

  it("refuses an email another account uses, and unknown users", async () => {
    const { cookie } = await signedInAdmin();
    const a = await insertProfile(db());
    const b = await insertProfile(db());
    const taken = await call(`/api/admin/users/${a.id}`, { method: "PUT", cookie, json: { email: b.email } });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ success: false, error: ADMIN_MESSAGES.emailTaken });
    const missing = await call(`/api/admin/users/nobody`, { method: "PUT", cookie, json: { full_name: "X" } });
    expect(missing.status).toBe(404);
  });

  it("updates profile fields, notes and tags, and audits who changed what", async () => {
    const { admin, cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const res = await call(`/api/admin/users/${member.id}`, {
      method: "PUT",
      cookie,
      json: {
        full_name: "  Maria L. Lopez ",
        email: "New.Address@Example.com",
        phone_number: "(305) 555-0000",
        zip_code: "33131-1234",
        admin_notes: "Prefers mornings",
        user_tags: " vip,  spanish-speaking ,,VIP, new ",
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; user: Record<string, unknown> }>();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      full_name: "Maria L. Lopez",
      email: "new.address@example.com",
      zip_code: "33131-1234",
      admin_notes: "Prefers mornings",
      user_tags: "vip, spanish-speaking, new",
    });
    const stored = await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, member.id) });
    expect(stored).toMatchObject({
      fullName: "Maria L. Lopez",
      email: "new.address@example.com",
      phoneNumber: "(305) 555-0000",
      userTags: "vip, spanish-speaking, new",
    });

    const tagsOnly = await call(`/api/admin/users/${member.id}`, { method: "PUT", cookie, json: { user_tags: "vip" } });
    expect((await tagsOnly.json<{ user: { user_tags: string } }>()).user.user_tags).toBe("vip");

    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.id))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(audit.map((a) => a.action).sort()).toEqual(["admin.user_tags_updated", "admin.user_updated"]);
    expect(audit.every((a) => a.actorId === admin.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain("new.address@example.com");
  });
});

describe("status changes", () => {
  it("sets any request status with notes, writes the member's timeline and shows it to the member", async () => {
    const { admin, cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const request = await insertHelpRequest(db(), member.id, { status: "completed" });
    const res = await call(`/api/admin/requests/${request.id}/status`, {
      method: "PUT",
      cookie,
      json: { status: "in_progress", admin_notes: " Called the hospital " },
    });
    expect(res.status).toBe(200);
    const events = await db().select().from(requestStatusEvents).where(eq(requestStatusEvents.requestId, request.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: "in_progress", adminNotes: "Called the hospital", changedBy: admin.id });

    // The member sees the new status through their own API.
    const mine = await (await call("/api/user-requests", { cookie: await cookieFor(member.id) })).json<unknown>();
    expect(JSON.stringify(mine)).toContain("in_progress");
    expect(JSON.stringify(mine)).toContain("Called the hospital");

    // Back to pending without notes keeps the notes.
    await call(`/api/admin/requests/${request.id}/status`, { method: "PUT", cookie, json: { status: "pending" } });
    const stored = await db().query.helpRequests.findFirst({ where: (r, { eq }) => eq(r.id, request.id) });
    expect(stored).toMatchObject({ status: "pending", adminNotes: "Called the hospital" });
  });

  it("refuses unknown statuses and unknown ids", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const request = await insertHelpRequest(db(), member.id);
    const bad = await call(`/api/admin/requests/${request.id}/status`, {
      method: "PUT",
      cookie,
      json: { status: "done" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: ADMIN_MESSAGES.statusInvalid });
    expect(
      (await call(`/api/admin/requests/nope/status`, { method: "PUT", cookie, json: { status: "pending" } })).status,
    ).toBe(404);
    expect(
      (await call(`/api/admin/tasks/nope/status`, { method: "PUT", cookie, json: { status: "pending" } })).status,
    ).toBe(404);
  });

  it("sets a task's status", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const task = await insertTask(db(), member.id);
    const res = await call(`/api/admin/tasks/${task.id}/status`, {
      method: "PUT",
      cookie,
      json: { status: "completed" },
    });
    expect(res.status).toBe(200);
    const stored = await db().query.tasks.findFirst({ where: (t, { eq }) => eq(t.id, task.id) });
    expect(stored?.status).toBe("completed");
  });
});

describe("POST /api/admin/users/{userId}/tasks", () => {
  it("requires task text after trimming and a valid due date", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const blank = await call(`/api/admin/users/${member.id}/tasks`, {
      method: "POST",
      cookie,
      json: { task_text: "   " },
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: ADMIN_MESSAGES.taskTextRequired });
    const badDate = await call(`/api/admin/users/${member.id}/tasks`, {
      method: "POST",
      cookie,
      json: { task_text: "x", due_date: "someday" },
    });
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toMatchObject({ error: ADMIN_MESSAGES.dueDateInvalid });
  });

  it("creates a task with an optional UTC due date", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const res = await call(`/api/admin/users/${member.id}/tasks`, {
      method: "POST",
      cookie,
      json: { task_text: " Call Aetna ", due_date: "2026-12-01T15:30:00.000-05:00" },
    });
    expect(res.status).toBe(201);
    const { task } = await res.json<{ task: { id: string; due_date: string; email: string } }>();
    expect(task).toMatchObject({ due_date: "2026-12-01T20:30:00.000Z", email: member.email });
    const stored = await db().select().from(tasks).where(eq(tasks.id, task.id)).get();
    expect(stored).toMatchObject({ taskText: "Call Aetna", status: "pending" });
    expect(stored?.dueDate?.toISOString()).toBe("2026-12-01T20:30:00.000Z");
    const noDue = await call(`/api/admin/users/${member.id}/tasks`, {
      method: "POST",
      cookie,
      json: { task_text: "No rush", due_date: "" },
    });
    expect((await noDue.json<{ task: { due_date: null } }>()).task.due_date).toBeNull();
  });
});

describe("POST /api/admin/users/{userId}/send-email", () => {
  it("requires subject and message after trimming", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const noSubject = await call(`/api/admin/users/${member.id}/send-email`, {
      method: "POST",
      cookie,
      json: { subject: "  ", message: "Hi" },
    });
    expect(noSubject.status).toBe(400);
    expect(await noSubject.json()).toMatchObject({ error: ADMIN_MESSAGES.subjectRequired });
    const noMessage = await call(`/api/admin/users/${member.id}/send-email`, {
      method: "POST",
      cookie,
      json: { subject: "Hi", message: "\n \t" },
    });
    expect(noMessage.status).toBe(400);
    expect(await noMessage.json()).toMatchObject({ error: ADMIN_MESSAGES.messageRequired });
  });

  it("refuses an attachment of 10 MB + 1 byte, naming the file, and queues nothing", async () => {
    const { cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const big = toBase64(new Uint8Array(MAX_ATTACHMENT_BYTES + 1));
    const res = await call(`/api/admin/users/${member.id}/send-email`, {
      method: "POST",
      cookie,
      json: {
        subject: "Your scan",
        message: "See attached",
        attachments: [
          { filename: "small.txt", content: toBase64("ok"), type: "text/plain", size: 2 },
          { filename: "huge-scan.pdf", content: big, type: "application/pdf", size: MAX_ATTACHMENT_BYTES + 1 },
        ],
      },
    });
    expect(res.status).toBe(413);
    const body = await res.json<{ error: string }>();
    expect(body.error).toContain("huge-scan.pdf");
    expect(body.error).toContain("10MB");
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(rows).toHaveLength(0);
  });

  it("queues the email with several attachments stored in R2 (not D1) and audits it", async () => {
    const { admin, cookie } = await signedInAdmin();
    const member = await insertProfile(db());
    const res = await call(`/api/admin/users/${member.id}/send-email`, {
      method: "POST",
      cookie,
      json: {
        subject: "  Your estimate  ",
        message: "  Here are the two files.  ",
        attachments: [
          { filename: "estimate.txt", content: toBase64("MRI: $400"), type: "text/plain", size: 9 },
          { filename: "notes.txt", content: toBase64("Call Monday"), type: "text/plain", size: 11 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { success, id } = await res.json<{ success: boolean; id: string }>();
    expect(success).toBe(true);
    const row = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
    expect(row).toMatchObject({
      kind: "admin_email",
      toAddress: member.email,
      subject: "Your estimate",
      textBody: "Here are the two files.",
      relatedUserId: member.id,
    });
    expect(row?.attachments?.map((a) => [a.filename, a.size])).toEqual([
      ["estimate.txt", 9],
      ["notes.txt", 11],
    ]);
    expect(JSON.stringify(row?.attachments)).not.toContain(toBase64("MRI: $400"));
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.id));
    expect(audit.map((a) => a.action)).toEqual(["admin.email_sent"]);
  });

  it("answers 404 for an unknown user", async () => {
    const { cookie } = await signedInAdmin();
    const res = await call(`/api/admin/users/nobody/send-email`, {
      method: "POST",
      cookie,
      json: { subject: "a", message: "b" },
    });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts members (not admins), requests, pending requests and tasks", async () => {
    const { cookie } = await signedInAdmin();
    const before = await (await call("/api/admin/stats", { cookie })).json<Record<string, number>>();
    const member = await insertProfile(db());
    await insertHelpRequest(db(), member.id);
    await insertHelpRequest(db(), member.id, { status: "completed" });
    await insertTask(db(), member.id);
    const after = await (await call("/api/admin/stats", { cookie })).json<Record<string, number>>();
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.totalRequests - before.totalRequests).toBe(2);
    expect(after.pendingRequests - before.pendingRequests).toBe(1);
    expect(after.totalTasks - before.totalTasks).toBe(1);
    await insertAdmin(db(), { email: `staff.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const withAdmin = await (await call("/api/admin/stats", { cookie })).json<Record<string, number>>();
    expect(withAdmin.totalUsers).toBe(after.totalUsers);
    const [{ n }] = await env.DB.prepare("select count(*) as n from profiles where role = 'member'")
      .all<{ n: number }>()
      .then((r) => r.results);
    expect(after.totalUsers).toBe(n);
    void profiles;
  });
});
