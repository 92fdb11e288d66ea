// The portal's production server: React Router's request handler behind Express, as
// react-router-serve runs it, plus what needs the socket or the process: the visitor's
// address, which the flight service keys its attempt limits by (docs/decisions/0035), the
// /healthz and /readyz probes and a graceful shutdown (docs/decisions/0042).
import { EventEmitter } from "node:events";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Before anything loads React: its development and production builds must not mix (a
// static import would run first and load React for an unset NODE_ENV).
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const { default: morgan } = await import("morgan");

const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js");
const build = await import(pathToFileURL(buildPath).href);
const clientDir = path.join(path.dirname(buildPath), "..", "client");
const { CLIENT_ADDRESS_HEADER, closeService, gracefulClose, serviceReady } = build.entry.module;
/** How long a SIGTERM waits for requests in flight before cutting their connections. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);

/**
 * compression hands `res.on("drain")` to its zlib stream but not `res.off("drain")`, so the
 * once/off pair React Router's stream writer adds at every backpressure piles up on that
 * stream (MaxListenersExceededWarning on one results page). Here drain listeners are kept
 * on the response's own list, and compression gets a single one that passes drains on.
 */
function drainListenersKeptOnResponse(_req, res, next) {
  const drains = new EventEmitter();
  const { on, removeListener } = res;
  let passingOn = false;
  res.on = res.addListener = function addListener(type, listener) {
    if (type !== "drain") return on.call(this, type, listener);
    if (!passingOn) on.call(this, "drain", () => drains.emit("drain"));
    passingOn = true;
    drains.on("drain", listener);
    return this;
  };
  res.off = res.removeListener = function off(type, listener) {
    if (type !== "drain") return removeListener.call(this, type, listener);
    drains.removeListener("drain", listener);
    return this;
  };
  next();
}

let shuttingDown = false;

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => res.set("Cache-Control", "no-store").send("ok"));
app.get("/readyz", async (_req, res) => {
  const ready = !shuttingDown && (await serviceReady());
  res.set("Cache-Control", "no-store").status(ready ? 200 : 503);
  res.send(ready ? "ready" : "not ready");
});
// Behind a load balancer, TRUST_PROXY names the hops whose X-Forwarded-For is believed
// (Express's setting: a number of hops, "loopback", a list of addresses).
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
app.use(compression());
app.use(drainListenersKeptOnResponse);
app.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(clientDir, { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all("*", (req, res, next) => {
  // Whatever a visitor sent under this name is replaced by what the server saw.
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "unknown";
  // The submission guard answers a refused post before its body is read. What is left is
  // read and dropped, as Node does by default, instead of being queued for a reader that
  // is gone: the connection stays usable and the memory bounded.
  res.on("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.resume();
  });
  next();
});
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const server = app.listen(port, host, () =>
  console.log(`[portal] http://${host}:${server.address().port}`),
);
// Bodies are capped by the submission guard (every action, before it parses); these cap
// the slow ones.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

const close = gracefulClose(server);

async function shutDown(signal) {
  shuttingDown = true;
  console.log(`[portal] ${signal}: finishing requests in flight`);
  await close(SHUTDOWN_TIMEOUT_MS);
  await closeService();
  console.log("[portal] stopped");
}
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () =>
    shutDown(signal).catch((error) => {
      console.error(error);
      process.exitCode = 1;
    }),
  );
}
