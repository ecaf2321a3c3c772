import { act, render, screen } from "@testing-library/react";
// react-router-dom is what @remix-run/react builds on; its MemoryRouter hosts the hooks here.
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, REFRESH_INTERVAL_MS } from "./auth-client";
import { exchangeCodeForSession, fetchCurrentUser, refreshSession } from "./auth-requests";
import type { SessionUser } from "./user";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const USER = {
  id: "u1",
  email: "a@example.com",
  role: "member",
  onboarding_completed: true,
  user_data: { given_name: "A", full_name: "A B" },
};

describe("auth calls (docs/product.md#api, docs/product.md#messages)", () => {
  it("de-duplicates concurrent user fetches and answers null when signed out", async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const [a, b] = [fetchCurrentUser(), fetchCurrentUser()];
    resolve(json(USER));
    expect(await a).toEqual(USER);
    expect(await b).toEqual(USER);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json({ error: "x" }, 401));
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("logs 'Failed to fetch user' with the status", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({}, 500));
    await expect(fetchCurrentUser()).rejects.toThrow("Failed to fetch user: API responded with HTTP status 500");
    expect(error).toHaveBeenCalledWith("Failed to fetch user: API responded with HTTP status 500");
  });

  it("raises the spec's error when the callback URL has no code, without calling the API", async () => {
    await expect(exchangeCodeForSession("?state=x")).rejects.toThrow(
      "Cannot exchange code for session token: no code provided in the URL search params",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("de-duplicates concurrent code exchanges and sends code and state", async () => {
    fetchMock.mockResolvedValue(json({ expiresAt: "2030-01-01T00:00:00.000Z" }));
    await Promise.all([
      exchangeCodeForSession("?code=c1&state=s1"),
      exchangeCodeForSession(new URLSearchParams("code=c1&state=s1")),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/sessions");
    expect(init?.method).toBe("POST");
    // Declared JSON: the front door refuses any other /api body (worker/cross-site.ts).
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "c1", state: "s1" });
  });

  it("logs the exchange failures with the status", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({}, 400));
    await expect(exchangeCodeForSession("?code=c2&state=s")).rejects.toThrow();
    expect(error).toHaveBeenCalledWith("Failed to exchange code for session token: API responded with HTTP status 400");
  });

  it("refresh: ok, 401 → 'Session expired…', other failures → 'Session refresh failed'", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ expiresAt: "x" }));
    expect(await refreshSession()).toBe("ok");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/refresh-session");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST" });
    fetchMock.mockResolvedValueOnce(json({}, 401));
    expect(await refreshSession()).toBe("expired");
    expect(warn).toHaveBeenCalledWith("Session expired, user will be redirected to login");
    fetchMock.mockResolvedValueOnce(json({}, 500));
    expect(await refreshSession()).toBe("failed");
    expect(error).toHaveBeenCalledWith("Session refresh failed");
  });
});

describe("<AuthProvider>", () => {
  const member: SessionUser = {
    id: "u1",
    email: "a@example.com",
    givenName: "A",
    role: "member",
    onboardingCompleted: true,
  };

  const Probe = () => <p data-testid="page">Dashboard</p>;

  function renderAt(user: SessionUser | null, children: ReactNode = <Probe />) {
    return render(
      <MemoryRouter initialEntries={["/dashboard"]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AuthProvider user={user}>
          <Routes>
            <Route path="/dashboard" element={children} />
            <Route path="/sign-in" element={<p>Sign-in page</p>} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>,
    );
  }

  it("refreshes on sign-in, every 30 minutes and on focus; never when signed out", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json({ expiresAt: "x" }));
    const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/refresh-session").length;

    const { unmount } = renderAt(null);
    await act(async () => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 2));
    window.dispatchEvent(new Event("focus"));
    expect(refreshCalls()).toBe(0);
    expect(screen.getByTestId("page").textContent).toBe("Dashboard");
    unmount();

    renderAt(member);
    await act(async () => {});
    expect(refreshCalls()).toBe(1); // on sign-in
    await act(async () => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS - 1000));
    expect(refreshCalls()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(refreshCalls()).toBe(2); // every 1800 s
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(refreshCalls()).toBe(3); // on focus
  });

  it("a 401 on refresh sends the person to /sign-in", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ error: "expired" }, 401));
    renderAt(member);
    expect(await screen.findByText("Sign-in page")).toBeTruthy();
  });
});
