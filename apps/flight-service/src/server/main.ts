// The flight service as its own process: `npm run start -w @wayfare/flight-service`.
// PORT (4000), HOST (127.0.0.1), DATABASE_URL else PGlite, as createFlightService chooses.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createFlightService } from "../index";
import { gracefulClose } from "./graceful-close";
import { withHealthChecks } from "./health";

/** How long a SIGTERM waits for requests in flight before cutting their connections. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 20_000);

const service = await createFlightService();
let shuttingDown = false;
const host = process.env.HOST ?? "127.0.0.1";
const server = serve(
  {
    fetch: withHealthChecks(service, () => shuttingDown),
    port: Number(process.env.PORT ?? 4000),
    hostname: host,
    // Bodies are capped by the app (MAX_REQUEST_BODY_BYTES, 413); these cap the slow ones.
    serverOptions: { headersTimeout: 10_000, requestTimeout: 30_000 },
  },
  (info) => console.log(`[flight-service] http://${host}:${info.port}`),
) as Server;
const close = gracefulClose(server);

async function shutDown(signal: string) {
  shuttingDown = true;
  console.log(`[flight-service] ${signal}: finishing requests in flight`);
  await close(SHUTDOWN_TIMEOUT_MS);
  await service.close();
  console.log("[flight-service] stopped");
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    shutDown(signal).catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
  });
}
