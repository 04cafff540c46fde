import type { Server } from "node:http";

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
export function closeGracefully(server: Server, closeDatabase: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const forceTimer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    forceTimer.unref();
    server.close(async () => {
      clearTimeout(forceTimer);
      await closeDatabase().catch(() => {});
      resolve();
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    server.closeIdleConnections();
  });
}
