// The portal's production server: React Router's request handler behind Express, as
// react-router-serve runs it, plus the one thing that needs the socket — the visitor's
// address, which the flight service keys its attempt limits by (docs/decisions/0035).
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
const { CLIENT_ADDRESS_HEADER } = build.entry.module;

const app = express();
app.disable("x-powered-by");
// Behind a load balancer, TRUST_PROXY names the hops whose X-Forwarded-For is believed
// (Express's setting: a number of hops, "loopback", a list of addresses).
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
app.use(compression());
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
const server = app.listen(port, host, () => console.log(`[portal] http://${host}:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close());
