import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

/**
 * Watches `server`'s requests and returns how to close it as a rolling restart needs: no new
 * connections, every request already received answered, keep-alive connections closed once
 * their answer is sent, and after `timeoutMs` whatever is still open cut. The returned
 * promise resolves when the last connection has ended.
 *
 * It stops listening with net's close, not http's: http's also closes every connection
 * without a request in progress, and that includes one just accepted whose request is
 * still on its way (seen as resets at the load balancer during a booking burst).
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
    const closed = new Promise<void>((resolve) =>
      NetServer.prototype.close.call(server, () => resolve()),
    );
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader("connection", "close");
    }
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    return closed.finally(() => clearTimeout(cut));
  };
}
