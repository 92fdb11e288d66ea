#!/usr/bin/env node
// Where the results page's main-thread time goes in Chromium (Lighthouse mobile's question,
// without Lighthouse's noise): a first visit (no `scriptsRun` cookie, so every card and its
// fares are in the document, as Lighthouse gets it) of DEL-BOM as the demo agent, the search
// already kept, 412×823, CPU slowed 4× as Lighthouse's mobile preset does. Per load: the
// main thread's task time, its blocking time (each task's time over 50 ms, summed, as TBT
// counts it), the longest task, and the time by kind. Each round starts every build given
// (in turns) and loads the page 3 times (the median load counts); three rounds, min/median.
//
// Usage: node scripts/trace-results-page.mjs [build/server/index.js other-build/… ]
// (paths under apps/portal). TRACE_ROUNDS changes the rounds.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { logIn, searchPath, stats } from "./bench-pages.mjs";
import { freePort, startPortal } from "./built-portal.mjs";

const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 3);
const LOADS = 3;
const LONG_TASK_MS = 50;
const KINDS = {
  "parse HTML": ["ParseHTML", "HTMLDocumentParser::MaybeFetchQueuedPreloads"],
  "style and layout": ["UpdateLayoutTree", "Layout"],
  paint: ["PrePaint", "Paint", "Commit"],
  "compile and evaluate modules": ["v8.compileModule", "v8.evaluateModule", "EvaluateScript"],
  "run scripts": ["FunctionCall", "RunMicrotasks", "TimerFire"],
};

const builds = process.argv.slice(2);
if (builds.length === 0) builds.push("build/server/index.js");

/** The page's renderer main thread (the busiest one): its tasks and time by kind. */
function mainThread(events) {
  const mains = events
    .filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain")
    .map((main) => {
      const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
      const tasks = onMain.filter((e) => e.name === "RunTask").map((e) => e.dur / 1000);
      return { onMain, tasks, busy: tasks.reduce((sum, ms) => sum + ms, 0) };
    });
  const { onMain, tasks, busy } = mains.sort((a, b) => b.busy - a.busy)[0];
  const figures = {
    "tasks ms": busy,
    "blocking ms": tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    "longest ms": Math.max(0, ...tasks),
  };
  for (const [kind, names] of Object.entries(KINDS)) {
    const inKind = onMain.filter((e) => names.includes(e.name));
    figures[kind] = inKind.reduce((sum, e) => sum + e.dur / 1000, 0);
  }
  return figures;
}

async function loadOnce(browser, base, uuid, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addCookies([{ name: "uuid", value: uuid, url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Two frames more: the hydration's last tasks are in the trace.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return mainThread(trace.traceEvents);
  } finally {
    await context.close();
  }
}

async function measure(browser, build) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wayfare-trace-results-"));
  const portal = await startPortal(port, dataDir, { PORTAL_BUILD: build });
  const base = `http://localhost:${port}`;
  try {
    const cookie = await logIn(base);
    const uuid = /(?:^|; )uuid=([^;]+)/.exec(cookie)?.[1];
    const url = base + searchPath("DEL", "BOM");
    // The search runs once and is kept for the user (decision 0047): each load shows it whole.
    await (await fetch(url, { headers: { cookie } })).text();
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, base, uuid, url));
    return loads.sort((a, b) => a["tasks ms"] - b["tasks ms"])[Math.floor(LOADS / 2)];
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const runs = Object.fromEntries(builds.map((build) => [build, []]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of builds) runs[build].push(await measure(browser, build));
  }
} finally {
  await browser.close();
}
const rows = [];
for (const [build, rounds] of Object.entries(runs)) {
  for (const figure of Object.keys(rounds[0])) {
    const { min, median } = stats(rounds.map((r) => r[figure]));
    rows.push({ build, figure, min: Math.round(min), median: Math.round(median) });
  }
}
console.table(rows);
