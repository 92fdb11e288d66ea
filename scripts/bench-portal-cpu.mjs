#!/usr/bin/env node
// The portal process's CPU time per request (utime + stime from /proc, the embedded flight
// service included), page by page against the login page of the same process: unlike
// requests per second it holds on a machine shared with other work. Each round starts every
// build given (in turns), warms each page with 10 requests, then sends 100, 4 at a time.
// Three rounds (BENCH_ROUNDS); min and median.
//
// Usage: npm run bench:cpu [-- build other-build/server/index.js …] (paths under apps/portal;
// default build/server/index.js). PORTAL_CPU_PROF=<dir> writes each process's CPU profile.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { logIn, searchPath, stats } from "./bench-pages.mjs";
import { freePort, startPortal } from "./built-portal.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 10;
const REQUESTS = 100;
const AT_ONCE = 4;
const TICKS_PER_MS = 0.1; // USER_HZ is 100 on Linux

const builds = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
if (builds.length === 0) builds.push("build/server/index.js");

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are the stat file's 14th and 15th fields (the 12th and 13th here).
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

async function send(url, cookie, count) {
  let left = count;
  const worker = async () => {
    while (left-- > 0) {
      const response = await fetch(url, {
        headers: { ...(cookie ? { cookie } : {}), "accept-encoding": "gzip, deflate, br, zstd" },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

async function measure(build) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wayfare-bench-cpu-"));
  const profile = process.env.PORTAL_CPU_PROF;
  const portal = await startPortal(
    port,
    dataDir,
    { SEARCH_RETRY_PACE: "0", PORTAL_BUILD: build },
    profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
  );
  const base = `http://localhost:${port}`;
  try {
    const cookie = await logIn(base);
    const results = searchPath("DEL", "BLR");
    const pages = {
      login: ["/app/login", undefined],
      "my bookings": ["/my-bookings", cookie],
      "results DEL-BLR, scripts ran": [results, `${cookie}; scriptsRun=1`],
      "results DEL-BLR": [results, cookie],
      "results DEL-BOM": [searchPath("DEL", "BOM"), cookie],
    };
    const perRequest = {};
    for (const [name, [pagePath, pageCookie]] of Object.entries(pages)) {
      await send(base + pagePath, pageCookie, WARM_UP);
      const before = cpuMs(portal.pid);
      await send(base + pagePath, pageCookie, REQUESTS);
      perRequest[name] = (cpuMs(portal.pid) - before) / REQUESTS;
    }
    return perRequest;
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = Object.fromEntries(builds.map((build) => [build, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const build of builds) runs[build].push(await measure(build));
}
const rows = [];
for (const [build, rounds] of Object.entries(runs)) {
  for (const page of Object.keys(rounds[0])) {
    const ms = stats(rounds.map((r) => r[page]));
    const ofLogin = stats(rounds.map((r) => r.login / r[page]));
    rows.push({
      build,
      page,
      "CPU ms min": Number(ms.min.toFixed(1)),
      "CPU ms median": Number(ms.median.toFixed(1)),
      "login's throughput, min": `${Math.round(ofLogin.min * 100)} %`,
      median: `${Math.round(ofLogin.median * 100)} %`,
    });
  }
}
console.table(rows);
