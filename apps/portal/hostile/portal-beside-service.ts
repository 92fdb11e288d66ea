import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createRequestListener } from "@mjackson/node-fetch-server";
import { createFlightService, type FlightService } from "@wayfare/flight-service";

const PORTAL_DIR = join(import.meta.dirname, "..");

/** The flight service on a PGlite directory, answering HTTP on a loopback port. */
export async function serviceOnPort(pgliteDir: string, port = 0) {
  const service: FlightService = await createFlightService({
    database: { pgliteDir },
    tokenSecret: "a-test-only-secret-of-enough-length-1234",
  });
  const server: Server = createServer(createRequestListener((request) => service.fetch(request)));
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _unset, ...rest } = env;
  return rest;
}

/** The built portal (server.mjs) as production runs it, calling the service at `serviceUrl`. */
export async function builtPortal(serviceUrl: string, port: number) {
  const child: ChildProcess = spawn(process.execPath, ["server.mjs", "build/server/index.js"], {
    cwd: PORTAL_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    // As `npm start` runs it: NODE_ENV unset, so server.mjs picks production itself.
    env: {
      ...withoutNodeEnv(process.env),
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVICE_URL: serviceUrl,
      CLIENT_MODE: "B2B",
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/app/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("the portal did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    /** The process's resident memory now, in bytes (Linux /proc). */
    rssBytes(): number {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    running: () => child.exitCode === null,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    },
  };
}
