import { env } from "cloudflare:test";
import { appFetch } from "../support/browser";
import { describe, expect, it } from "vitest";
import { database } from "../../db";
import { insertAdmin, insertHelpRequest, insertProfile } from "../support/factories";
import { createServerContext } from "../../app/.server/context.server";
import { addRequestMessage, getHelpRequestDetail } from "../../app/.server/requests/requests.server";
import type { RequestView } from "../../app/domain/requests";
import { cookieFor } from "../support/auth-helpers";

const db = () => database(env.DB);

function send(cookie: string, path: string, init: RequestInit = {}) {
  return appFetch(`https://app.test${path}`, {
    ...init,
    headers: { cookie, "content-type": "application/json", ...(init.headers ?? {}) },
  });
}

describe("help requests", () => {
  it("creates a request with the spec's defaults and a pending timeline entry", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    const res = await send(cookie, "/api/user-requests", {
      method: "POST",
      body: JSON.stringify({ title: "  MRI price  ", description: "Knee MRI near 33101" }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as RequestView;
    expect(created).toMatchObject({
      title: "MRI price",
      request_type: "general",
      priority: "normal",
      status: "pending",
    });

    const list = (await (await send(cookie, "/api/user-requests")).json()) as RequestView[];
    expect(list.map((r) => r.id)).toEqual([created.id]);

    const detail = await getHelpRequestDetail(createServerContext(env), { id: member.id }, created.id);
    expect(detail.events.map((e) => e.status)).toEqual(["pending"]);
  });

  it("requires title and description after trimming: 'Please fill in all required fields'", async () => {
    const member = await insertProfile(db());
    const cookie = await cookieFor(member.id);
    for (const body of [{ title: "  ", description: "x" }, { title: "x", description: "\n\t" }, {}]) {
      const res = await send(cookie, "/api/user-requests", { method: "POST", body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Please fill in all required fields");
    }
    const bad = await send(cookie, "/api/user-requests", {
      method: "POST",
      body: JSON.stringify({ title: "t", description: "d", priority: "urgent" }),
    });
    expect(bad.status).toBe(400);
    const typed = await send(cookie, "/api/user-requests", {
      method: "POST",
      body: JSON.stringify({ title: "t", description: "d", priority: "high", request_type: "bill_review" }),
    });
    expect(await typed.json()).toMatchObject({ priority: "high", request_type: "bill_review" });
  });

  it("lists only the member's own requests and answers 404 for someone else's", async () => {
    const alice = await insertProfile(db());
    const bob = await insertProfile(db());
    const bobs = await insertHelpRequest(db(), bob.id);
    const cookie = await cookieFor(alice.id);
    const list = (await (await send(cookie, "/api/user-requests")).json()) as RequestView[];
    expect(list).toEqual([]);
    expect((await send(cookie, `/api/user-requests/${bobs.id}`)).status).toBe(404);
    const message = await send(cookie, `/api/user-requests/${bobs.id}/messages`, {
      method: "POST",
      body: JSON.stringify({ body: "hello" }),
    });
    expect(message.status).toBe(404);
    // And the page: same 404.
    const page = await appFetch(`https://app.test/dashboard/requests/${bobs.id}`, { headers: { cookie } });
    expect(page.status).toBe(404);
  });

  it("keeps a thread between the member and the admin team", async () => {
    const member = await insertProfile(db());
    const admin = await insertAdmin(db());
    const request = await insertHelpRequest(db(), member.id);
    const cookie = await cookieFor(member.id);
    const res = await send(cookie, `/api/user-requests/${request.id}/messages`, {
      method: "POST",
      body: JSON.stringify({ body: "Any news?" }),
    });
    expect(res.status).toBe(201);
    await addRequestMessage(createServerContext(env), {
      requestId: request.id,
      authorId: admin.id,
      body: "Working on it",
    });
    const detail = (await (await send(cookie, `/api/user-requests/${request.id}`)).json()) as {
      messages: { body: string; author: string; mine: boolean; author_name: string }[];
    };
    expect(detail.messages).toMatchObject([
      { body: "Any news?", author: "member", mine: true },
      { body: "Working on it", author: "admin", mine: false, author_name: "Care Finder team" },
    ]);
    const empty = await send(cookie, `/api/user-requests/${request.id}/messages`, {
      method: "POST",
      body: JSON.stringify({ body: "  " }),
    });
    expect(empty.status).toBe(400);
  });

  it("answers 401 to visitors", async () => {
    expect((await appFetch("https://app.test/api/user-requests")).status).toBe(401);
  });
});
