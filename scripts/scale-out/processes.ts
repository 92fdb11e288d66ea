import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";

const ROOT = join(import.meta.dirname, "..", "..");

export interface Running {
  url: string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Sends SIGTERM; resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
}

/** Starts `args` with node in `cwd` and resolves once it logs the address it listens on. */
async function started(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<Running> {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: join(ROOT, cwd),
    env: { ...inherited, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => {
      const address = /\] (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
      if (address) resolve(address);
    });
    exited.then((code) => reject(new Error(`${args.join(" ")} exited with ${code}:\n${stderr}`)));
  });
  return {
    url,
    stderr: () => stderr,
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** `npm run start -w @wayfare/flight-service`, without npm in between (signals reach it). */
export const flightService = (env: NodeJS.ProcessEnv) =>
  started("apps/flight-service", ["--import", "tsx", "src/server/main.ts"], env);

/** The built portal as `npm start` serves it (apps/portal/build must exist). */
export const portal = (env: NodeJS.ProcessEnv) =>
  started("apps/portal", ["server.mjs", "build/server/index.js"], env);

/** Resolves when `url`/readyz answers 200, asking every 100 ms until it does. */
export async function ready(url: string, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url}/readyz still answers ${status}`);
    await delay(100);
  }
}
