// Shared plumbing of the local stand-ins for outside services (Stripe, the
// OAuth provider): start an HTTP server on loopback and stop it cleanly.
import { createServer as createNetServer } from "node:net";

/** A port nothing listens on right now. */
export function findFreePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Listens on host:port (0 = any free port); answers the bound port, its URL and close(). */
export async function listen(server, { port = 0, host = "127.0.0.1" } = {}) {
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
