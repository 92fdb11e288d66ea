#!/usr/bin/env node
// Lighthouse scores (performance, accessibility, best practices, SEO; mobile, as Lighthouse
// emulates it, unless --desktop) of the portal's key pages: login, search, results, review
// and confirmation.
//
// Starts the production build the way playwright.config.ts does (B2B, embedded flight service
// on a fresh PGlite directory, dev outbox on) on a free loopback port, logs in as the demo
// agent with Playwright and books through the UI with the e2e steps, run outside the test
// runner (one booking left on the review page, one paid from the deposit), then runs the Lighthouse CLI once per page in
// Debian's Chromium, with the session cookie as an extra header. Lighthouse is pinned and
// installed into a cache folder under the temp directory, not into the project: 13.x needs
// Node 22, the project runs on Node 20.
//
// Usage: npm run lighthouse [-- --build] [-- --desktop] [-- --runs N] [-- --out FILE]
//   --build     rebuild the portal first (otherwise only when there is no build)
//   --desktop   Lighthouse's desktop preset instead of its default mobile emulation
//   --runs N    audit each page N times (in turns: all pages, then all again) and print each
//               score's median and minimum: one run moves by ten points or more on a busy machine
//   --out FILE  where the JSON summary goes (default: <tmp>/wayfare-lighthouse/summary-<time>.json)

import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { freePort, portalDir, repoRoot, startPortal } from "./built-portal.mjs";

const LIGHTHOUSE_VERSION = "12.8.2";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** The e2e suite's flags: headless, and nothing that reaches for the (closed) network. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const workDir = path.join(tmpdir(), "wayfare-lighthouse");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const formFactor = args.includes("--desktop") ? "desktop" : "mobile";
const runs = Number(option("--runs", "1"));
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1");
const summaryFile = path.resolve(option("--out", path.join(workDir, `summary-${stamp}.json`)));
const reportsDir = path.join(workDir, `reports-${stamp}`);

function log(message) {
  console.error(`lighthouse: ${message}`);
}

/** Runs a command with the terminal's output; answers its exit code. */
function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: ["ignore", "inherit", "inherit"],
      ...options,
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code));
  });
}

async function mustRun(label, command, commandArgs, options) {
  const code = await run(command, commandArgs, options);
  if (code !== 0) throw new Error(`${label} failed (exit ${code})`);
}

/** The pinned Lighthouse CLI, installed once into a cache folder outside the project. */
async function lighthouseCli() {
  const prefix = path.join(tmpdir(), `wayfare-lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(prefix, "node_modules/lighthouse/cli/index.js");
  if (!existsSync(cli)) {
    log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${prefix}`);
    mkdirSync(prefix, { recursive: true });
    await mustRun("npm install lighthouse", "npm", [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ]);
  }
  return cli;
}

async function ensureBuild() {
  if (args.includes("--build") || !existsSync(path.join(portalDir, "build/server/index.js"))) {
    log("building the portal");
    await mustRun("the portal's build", "npm", ["run", "build", "-w", "@wayfare/portal"], {
      cwd: repoRoot,
    });
  }
}

function buildTime() {
  return statSync(path.join(portalDir, "build/server/index.js")).mtime.toISOString();
}

/** "Chromium 156.0.8078.79 built on Debian…" (the user agent only says 156.0.0.0). */
function chromeVersion() {
  const out = execFileSync(CHROME_PATH, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
  return out.toString().trim().split(" built on")[0];
}

/**
 * Logs in as the demo agent and books through the UI with the e2e suite's own steps: answers
 * the session cookie, a booking on its review page and a paid booking.
 */
async function prepareSession(baseURL) {
  // The steps run outside the test runner (e2e/running-test.ts): they claim their travel days
  // in a directory of this run's, as e2e/global-setup.ts makes one for the suite's.
  const daysDir = mkdtempSync(path.join(tmpdir(), "wayfare-lighthouse-days-"));
  process.env.E2E_DAYS_DIR = daysDir;
  const e2e = (file) => tsImport(path.join(repoRoot, "e2e", file), import.meta.url);
  const { logInAsAgent, delBomUrl } = await e2e("flight-results-page.ts");
  const { chooseFirstFare, fillPassengerAndContact } = await e2e("booking-steps.ts");
  const { bookAndPay, bookingIdOf } = await e2e("booking-flow.ts");

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await logInAsAgent(page);
    await chooseFirstFare(page);
    await fillPassengerAndContact(page);
    const reviewBookingId = bookingIdOf(page);
    const paidBookingId = await bookAndPay(page);
    const cookie = (await context.cookies()).find((c) => c.name === "uuid");
    if (!cookie) throw new Error("no uuid cookie after logging in");
    return {
      cookie: `uuid=${cookie.value}`,
      resultsPath: delBomUrl(),
      reviewBookingId,
      paidBookingId,
    };
  } finally {
    await browser.close();
    rmSync(daysDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run of `url`. A failed trace (NO_NAVSTART, seen now and then on this machine)
 * ends in a report with a runtime error and, as Lighthouse itself advises, is run again once.
 */
async function audit(cli, page, url, cookie, reportFile) {
  const lighthouseArgs = [
    cli,
    url,
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
    `--only-categories=${CATEGORIES.join(",")}`,
    "--output=json",
    `--output-path=${reportFile}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--quiet",
  ];
  if (cookie) lighthouseArgs.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  for (let attempt = 1; ; attempt += 1) {
    rmSync(reportFile, { force: true });
    const code = await run(process.execPath, lighthouseArgs, {
      env: { ...process.env, CHROME_PATH },
    });
    // The command line holds the session token: it stays out of the messages.
    if (!existsSync(reportFile))
      throw new Error(`Lighthouse wrote no report for ${page} (exit ${code})`);
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    if (!report.runtimeError || attempt === 2) return report;
    log(`${page}: ${report.runtimeError.code}, running it again`);
  }
}

/** A report counts only if Lighthouse loaded the asked page itself (no redirect to login). */
function problemOf(report, url) {
  if (report.runtimeError) return `${report.runtimeError.code}: ${report.runtimeError.message}`;
  const asked = new URL(url);
  const shown = new URL(report.finalDisplayedUrl);
  if (shown.pathname !== asked.pathname) return `ended on ${shown.pathname}`;
  return undefined;
}

/** The median of `values` (the mean of the middle two for an even count), rounded. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}

/** A page's row: per category the median and the minimum of its runs' scores. */
function pageRow(page, pagePath, pageRuns) {
  const of = (pick) =>
    Object.fromEntries(
      CATEGORIES.map((c) => {
        const values = pageRuns.map((r) => r.scores[c]).filter((v) => typeof v === "number");
        return [c, values.length ? pick(values) : null];
      }),
    );
  const problem = pageRuns.find((r) => r.problem)?.problem;
  return {
    page,
    path: pagePath,
    scores: of(median),
    min: of((values) => Math.min(...values)),
    problem,
    runs: pageRuns,
  };
}

function printTable(rows, chrome) {
  const cell = (row, c) =>
    runs === 1
      ? String(row.scores[c] ?? "n/a")
      : `${row.scores[c] ?? "n/a"} (${row.min[c] ?? "n/a"})`;
  const header = `${"page".padEnd(14)}${CATEGORIES.map((c) => c.padStart(16)).join("")}`;
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, ${formFactor}, ${CHROME_PATH} (${chrome})`);
  if (runs > 1) console.log(`median (minimum) of ${runs} runs`);
  console.log("");
  console.log(header);
  for (const row of rows) {
    const cells = CATEGORIES.map((c) => cell(row, c).padStart(16));
    console.log(
      `${row.page.padEnd(14)}${cells.join("")}${row.problem ? `  (${row.problem})` : ""}`,
    );
  }
}

async function main() {
  if (!existsSync(CHROME_PATH))
    await mustRun("ensure-chromium.sh", "bash", [
      path.join(repoRoot, "scripts/ensure-chromium.sh"),
    ]);
  const cli = await lighthouseCli();
  await ensureBuild();
  const chrome = chromeVersion();
  const builtAt = buildTime();

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "wayfare-lighthouse-pglite-"));
  log(`starting the portal on ${baseURL}`);
  const portal = await startPortal(port, dataDir);
  const rows = [];
  try {
    log("logging in as the demo agent and booking through the UI");
    const session = await prepareSession(baseURL);
    const pages = [
      { page: "login", path: "/app/login", cookie: undefined },
      { page: "search", path: "/flight", cookie: session.cookie },
      { page: "results", path: session.resultsPath, cookie: session.cookie },
      {
        page: "review",
        path: `/flight/review?bookingId=${session.reviewBookingId}`,
        cookie: session.cookie,
      },
      {
        page: "confirmation",
        path: `/flight/confirmation?bookingId=${session.paidBookingId}`,
        cookie: session.cookie,
      },
    ];
    mkdirSync(reportsDir, { recursive: true });
    const pageRuns = new Map(pages.map(({ page }) => [page, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const { page, path: pagePath, cookie } of pages) {
        const url = `${baseURL}${pagePath}`;
        const name = runs === 1 ? page : `${page}-${run}`;
        log(`auditing ${name}: ${pagePath}`);
        const reportFile = path.join(reportsDir, `${name}.json`);
        const report = await audit(cli, page, url, cookie, reportFile);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => {
            const score = report.categories[c]?.score;
            return [c, typeof score === "number" ? Math.round(score * 100) : null];
          }),
        );
        pageRuns.get(page).push({ report: reportFile, scores, problem: problemOf(report, url) });
      }
    }
    for (const { page, path: pagePath } of pages) {
      rows.push(pageRow(page, pagePath, pageRuns.get(page)));
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // A build written over this one mid-run leaves pages asking for assets that are gone.
  if (buildTime() !== builtAt) {
    throw new Error("the portal was rebuilt during the run: the scores mix two builds; run again");
  }

  printTable(rows, chrome);
  mkdirSync(path.dirname(summaryFile), { recursive: true });
  writeFileSync(
    summaryFile,
    `${JSON.stringify(
      {
        lighthouse: LIGHTHOUSE_VERSION,
        formFactor,
        runs,
        chrome: { path: CHROME_PATH, version: chrome },
        portalBuiltAt: builtAt,
        measuredAt: new Date().toISOString(),
        reports: reportsDir,
        pages: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log("");
  console.log(`summary: ${summaryFile}`);
  if (rows.some((r) => r.problem)) process.exit(1);
}

main().catch((error) => {
  console.error(`lighthouse: ${error.stack ?? error}`);
  process.exit(1);
});
