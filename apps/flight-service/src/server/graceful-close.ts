import type { Server, ServerResponse } from "node:http";

/**
 * Watches `server`'s requests and returns how to close it as a rolling restart needs: no new
 * connections, every request already received answered, keep-alive connections closed once
 * their answer is sent, and after `timeoutMs` whatever is still open cut. The returned
 * promise resolves when the last connection has ended.
 */
export function gracefulClose(server: Server): (timeoutMs: number) => Promise<void> {
  const unanswered = new Set<ServerResponse>();
  let closing = false;
  server.on("request", (_request, response: ServerResponse) => {
    unanswered.add(response);
    response.once("close", () => unanswered.delete(response));
    if (closing) response.setHeader("connection", "close");
  });
  return (timeoutMs) => {
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader("connection", "close");
    }
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    return closed.finally(() => clearTimeout(cut));
  };
}
