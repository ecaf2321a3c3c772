/**
 * R2 (and D1 beside it) failing around a document, on the real request path:
 * the Worker gets a DOCUMENTS bucket or a D1 binding that fails one operation
 * (test/support/faults.ts). The person sees a message, a record never exists
 * without its object nor an object without its record, and a retry succeeds.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../../app/domain/documents";
import { documents } from "../../db/schema";
import { insertDocument, insertProfile } from "../support/factories";
import { d1FailingStatements, r2Failing } from "../support/faults";
import { cookieFor, db, toBase64 } from "../support/auth-helpers";
import worker from "../../worker/index";
import { callWorker } from "../support/worker-call";
import { refusalBody } from "../support/refusal-body";

const APP = "https://app.test";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DELETE_FAILED = "The document could not be deleted. Please try again.";

const rowsOf = (userId: string) => db().select().from(documents).where(eq(documents.userId, userId)).all();

async function objectKeys(userId: string): Promise<string[]> {
  const listed = await env.DOCUMENTS.list({ prefix: `documents/${userId}/` });
  return listed.objects.map((o) => o.key);
}

/** Every row has its object and every object its row. */
async function expectInStep(userId: string, count: number) {
  const rows = await rowsOf(userId);
  expect(rows).toHaveLength(count);
  expect((await objectKeys(userId)).sort()).toEqual(rows.map((r) => r.r2Key).sort());
}

/** The upload is refused with our 503 and leaves nothing; the same upload again succeeds. */
async function expectRefusedThenStored(userId: string, cookie: string, faulty: Env) {
  const refused = await upload(cookie, faulty);
  expect(refused.status).toBe(503);
  expect(JSON.parse(refused.body)).toEqual(refusalBody(DOCUMENT_MESSAGES.uploadFailed));
  await expectInStep(userId, 0);

  const retried = await upload(cookie, faulty);
  expect(retried.status).toBe(201);
  await expectInStep(userId, 1);
  return retried;
}

async function member() {
  const profile = await insertProfile(db());
  return { id: profile.id, cookie: await cookieFor(profile.id) };
}

function upload(cookie: string, withEnv: Env) {
  return callWorker(
    `${APP}/api/upload-document`,
    {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        filename: "ER bill.pdf",
        file_type: "application/pdf",
        file_size: PDF.byteLength,
        file_data: toBase64(PDF),
      }),
    },
    withEnv,
  );
}

describe("POST /api/upload-document when R2 or D1 fails", () => {
  it("R2 refusing the object: a plain 503 message, no record, no object; the same upload then succeeds", async () => {
    const { id, cookie } = await member();
    const { bucket, injected } = r2Failing(env.DOCUMENTS, { put: 1 });
    const faulty = { ...env, DOCUMENTS: bucket } as Env;

    const retried = await expectRefusedThenStored(id, cookie, faulty);
    expect(injected.put).toBe(1);
    const file = await callWorker(`${APP}${JSON.parse(retried.body).file_url}`, { headers: { Cookie: cookie } });
    expect(file.status).toBe(200);
    expect(file.body).toContain("%PDF-1.4");
  });

  it("D1 refusing the record after the object went in: the object is removed, a plain 503; the retry succeeds", async () => {
    const { id, cookie } = await member();
    const { db: failing, injected } = d1FailingStatements(env.DB, /^insert into "documents"/i, { times: 1 });
    const faulty = { ...env, DB: failing } as Env;

    await expectRefusedThenStored(id, cookie, faulty);
    expect(injected.count).toBe(1);
  });
});

describe("an upload whose record and clean-up both fail", () => {
  it("leaves no record; the stray object is swept by the cron once no upload can still be writing it; the retry succeeds", async () => {
    const { id, cookie } = await member();
    const { db: failing } = d1FailingStatements(env.DB, /^insert into "documents"/i, { times: 1 });
    const { bucket, injected } = r2Failing(env.DOCUMENTS, { delete: 1 });
    const faulty = { ...env, DB: failing, DOCUMENTS: bucket } as Env;

    const refused = await upload(cookie, faulty);
    expect(injected.delete).toBe(1);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual(refusalBody(DOCUMENT_MESSAGES.uploadFailed));
    expect(await rowsOf(id)).toEqual([]);
    const [stray, ...none] = await objectKeys(id);
    expect(none).toEqual([]);

    const retried = await upload(cookie, faulty);
    expect(retried.status).toBe(201);
    const [kept] = await rowsOf(id);

    // A run right now leaves the object alone: an upload in flight puts its object before its record.
    await runCron(new Date());
    expect(await objectKeys(id)).toContain(stray);
    // A run once that window has passed removes the stray object and nothing else.
    await runCron(new Date(Date.now() + 2 * 3_600_000));
    expect(await objectKeys(id)).toEqual([kept.r2Key]);
    await expectInStep(id, 1);
  });

  it("a delete whose object removal and record restore both fail: 503, and the cron sweeps the object left behind", async () => {
    const { id, cookie } = await member();
    const doc = await insertDocument(db(), env.DOCUMENTS, id);
    const { db: failing } = d1FailingStatements(env.DB, /^insert into "documents"/i, { times: 1 });
    const { bucket } = r2Failing(env.DOCUMENTS, { delete: 1 });
    const refused = await callWorker(
      `${APP}/api/upload-document/${doc.id}`,
      { method: "DELETE", headers: { Cookie: cookie } },
      { ...env, DB: failing, DOCUMENTS: bucket } as Env,
    );
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual(refusalBody(DELETE_FAILED));
    expect(await rowsOf(id)).toEqual([]);

    await runCron(new Date(Date.now() + 2 * 3_600_000));
    await expectInStep(id, 0);
  });

  async function runCron(scheduledTime: Date) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
  }
});

describe("deleting a document when R2 fails", () => {
  it("DELETE /api/upload-document/{id}: 503 with our words, record and object both kept; the retry removes both", async () => {
    const { id, cookie } = await member();
    const doc = await insertDocument(db(), env.DOCUMENTS, id);
    const { bucket } = r2Failing(env.DOCUMENTS, { delete: 1 });
    const faulty = { ...env, DOCUMENTS: bucket } as Env;
    const remove = () =>
      callWorker(`${APP}/api/upload-document/${doc.id}`, { method: "DELETE", headers: { Cookie: cookie } }, faulty);

    const refused = await remove();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual(refusalBody(DELETE_FAILED));
    await expectInStep(id, 1);

    expect((await remove()).status).toBe(200);
    await expectInStep(id, 0);
  });

  it("the dashboard's delete shows the message on the page and keeps both; the retry removes both", async () => {
    const { id, cookie } = await member();
    const doc = await insertDocument(db(), env.DOCUMENTS, id);
    const { bucket } = r2Failing(env.DOCUMENTS, { delete: 1 });
    const faulty = { ...env, DOCUMENTS: bucket } as Env;
    const remove = () =>
      callWorker(
        `${APP}/dashboard`,
        {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "delete-document", id: doc.id }),
        },
        faulty,
      );

    const refused = await remove();
    expect(refused.status).toBe(503);
    expect(refused.body).toContain(DELETE_FAILED);
    await expectInStep(id, 1);

    expect((await remove()).status).toBe(200);
    await expectInStep(id, 0);
  });
});

describe("reading a stored document when R2 fails", () => {
  it("answers the spec's view and download messages (503), not a server error; the next read works", async () => {
    const { id, cookie } = await member();
    const doc = await insertDocument(db(), env.DOCUMENTS, id, { filename: "scan.pdf" });
    const { bucket } = r2Failing(env.DOCUMENTS, { get: 2, head: 1 });
    const faulty = { ...env, DOCUMENTS: bucket } as Env;
    const read = (query = "", method = "GET") =>
      callWorker(`${APP}/api/documents/${doc.id}/file${query}`, { method, headers: { Cookie: cookie } }, faulty);

    const view = await read();
    expect(view.status).toBe(503);
    expect(JSON.parse(view.body)).toEqual(refusalBody(DOCUMENT_MESSAGES.viewFailed));
    const download = await read("?disposition=attachment");
    expect(download.status).toBe(503);
    expect(JSON.parse(download.body)).toEqual(refusalBody(DOCUMENT_MESSAGES.downloadFailed));
    expect((await read("", "HEAD")).status).toBe(503);

    const again = await read();
    expect(again.status).toBe(200);
    await expectInStep(id, 1);
  });
});
