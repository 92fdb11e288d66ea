import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** Larger request bodies are refused (413): the proxy holds a body to try it twice. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A round-robin HTTP proxy on a free loopback port, the load balancer of the scale-out
 * test. Each request goes to the next backend on a connection of its own; a backend that
 * refuses the connection (stopped listening) or resets it before answering is tried no
 * more for it, and the next one is. A reset after the answer began is cut short, as a load
 * balancer would. The visitor's address is appended to X-Forwarded-For. `backends` may be changed
 * while it runs (a process replaced by a new one).
 */
export async function roundRobinProxy(backends: string[]) {
  let next = 0;
  const server = createServer(async (incoming, outgoing) => {
    const body = await bodyOf(incoming);
    if (!body) return void outgoing.writeHead(413).end();
    const headers = {
      ...incoming.headers,
      // One connection per request: none is left idle on a backend that is shutting down.
      connection: "close",
      "x-forwarded-for": [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
        .filter(Boolean)
        .join(", "),
    };
    const first = next++;
    for (let tries = 0; tries < backends.length; tries++) {
      const backend = new URL(incoming.url ?? "/", backends[(first + tries) % backends.length]);
      const answered = await new Promise<boolean>((resolve) => {
        const forwarded = httpRequest(
          backend,
          { method: incoming.method, headers, agent: false },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            resolve(true);
          },
        );
        forwarded.on("error", (error: NodeJS.ErrnoException) => {
          // Refused, or accepted into the backlog of a process closing its listener and reset
          // before any answer: tried on the next backend, as a load balancer retries a
          // connection failure (book and pay are idempotent by bookingId).
          const before = error.code === "ECONNREFUSED" || error.code === "ECONNRESET";
          if (before && !outgoing.headersSent) return resolve(false);
          if (!outgoing.headersSent) outgoing.writeHead(502).end(`proxy: ${error.code}`);
          else outgoing.destroy();
          resolve(true);
        });
        forwarded.end(body);
      });
      if (answered) return;
    }
    outgoing.writeHead(502).end("no backend accepted the connection");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function bodyOf(incoming: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
