/**
 * The Worker opens a D1 session per request (app/.server/d1-session.server.ts). A test's
 * wrapped binding (faults, counting) hands out sessions that run through the wrapper
 * itself, so what it watches or breaks still sees every statement. Such a session
 * keeps no bookmark.
 */
export function sessionThrough(wrapped: D1Database): D1DatabaseSession {
  return {
    prepare: (sql: string) => wrapped.prepare(sql),
    batch: <T>(statements: D1PreparedStatement[]) => wrapped.batch<T>(statements),
    getBookmark: () => null,
  } as D1DatabaseSession;
}
