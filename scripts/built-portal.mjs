// The production build of the portal, started the way playwright.config.ts's webServer starts
// it (B2B, the embedded flight service on a fresh PGlite directory, the dev outbox on), for
// the measurement scripts (lighthouse-scores.mjs, bench-results-page.mjs).

import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const portalDir = path.join(repoRoot, "apps/portal");

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built B2B portal on `port`; `env` adds to (or overrides) its settings. `env.PORTAL_BUILD`
 * names another build's server entry, relative to apps/portal; `nodeArgs` go to Node.
 */
export async function startPortal(port, dataDir, env = {}, nodeArgs = []) {
  const server = spawn(
    process.execPath,
    [...nodeArgs, "server.mjs", env.PORTAL_BUILD ?? "build/server/index.js"],
    {
      cwd: portalDir,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        PGLITE_DIR: dataDir,
        CLIENT_MODE: "B2B",
        WAYFARE_DEV_OUTBOX: "1",
        REGISTRATION_ENABLED: "true",
        ...env,
      },
    },
  );
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the portal exited (${server.exitCode})`);
    try {
      const response = await fetch(`http://localhost:${port}/app/login`);
      if (response.ok) {
        return {
          pid: server.pid,
          stop: () => {
            server.kill("SIGTERM");
            return exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGTERM");
  throw new Error("the portal did not answer on /app/login within 120 s");
}
