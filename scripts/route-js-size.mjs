#!/usr/bin/env node
// Client JS a browser downloads on a first visit to each portal page, gzipped.
//
// Reads the client manifest React Router writes into the portal's client build
// (build/client/assets/manifest-*.js, `window.__reactRouterManifest = {...}`). For a page it
// counts the route manifest, the entry module and its imports, and, for every route matched on
// that page (root → layouts → the route), the route module, its split client modules and its
// imports; then it follows the static `import` statements inside those chunks so nothing
// reachable is missed. Each file is counted once and gzipped with zlib's default level (what a
// typical server sends).
//
// The route manifest: with React Router's lazy route discovery (`routeDiscovery.mode` "lazy",
// its default, read from the server build) the browser never downloads manifest-*.js; the
// page's HTML carries the routes of the page and of its parent paths as an inline script
// (`getPartialManifest` in react-router), and the rest comes from /__manifest as links are
// seen. That script is what is counted then (gzipped on its own, as an extra "file" named
// `(inline route manifest)`). Without lazy discovery the manifest file is counted.
//
// Each key page has a budget (issue 18): the script exits non-zero when a page is past it.
//
// Usage: npm run build -w @wayfare/portal && npm run size:routes
//        node scripts/route-js-size.mjs [--json] [--all] [--chunks] [--client-dir DIR]

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.resolve(
  option("--client-dir", path.join(repoRoot, "apps/portal/build/client")),
);
const assetsDir = path.join(clientDir, "assets");

// The pages the booking journey cares about, with their budgets in gzip kB (React and React
// Router alone are about 108); --all lists every route with a component.
const BUDGETS_KB = {
  "routes/app.login": 130,
  "routes/flight": 160,
  "routes/flight.list": 160,
  "routes/flight.passengers": 160,
  "routes/flight.review": 160,
  "routes/flight.payment": 160,
  "routes/flight.confirmation": 160,
  "routes/my-bookings": 160,
};
const KEY_ROUTES = Object.keys(BUDGETS_KB);

function fail(message) {
  console.error(`route-js-size: ${message}`);
  process.exit(1);
}

let manifestFiles;
try {
  manifestFiles = readdirSync(assetsDir).filter((f) => /^manifest-.*\.js$/.test(f));
} catch {
  fail(`no client build at ${assetsDir}; run \`npm run build -w @wayfare/portal\` first`);
}
if (manifestFiles.length === 0) fail(`no manifest-*.js in ${assetsDir}`);
// A stale manifest can survive next to a fresh one; the newest is the current build.
manifestFiles.sort(
  (a, b) => statSync(path.join(assetsDir, b)).mtimeMs - statSync(path.join(assetsDir, a)).mtimeMs,
);
const manifestFile = manifestFiles[0];
const manifestSource = readFileSync(path.join(assetsDir, manifestFile), "utf8");
const jsonStart = manifestSource.indexOf("{");
const manifest = JSON.parse(manifestSource.slice(jsonStart).replace(/;?\s*$/, ""));

const toFile = (url) => path.join(clientDir, url.replace(/^\//, ""));

// React Router's route discovery, as the server build has it (`var routeDiscovery = {...}`).
function lazyRouteDiscovery() {
  const serverEntry = path.join(clientDir, "..", "server", "index.js");
  let source;
  try {
    source = readFileSync(serverEntry, "utf8");
  } catch {
    return false;
  }
  // The bundler may move the build's body into a chunk that index.js re-exports from.
  for (const [, imported] of source.matchAll(/from\s*"(\.\/[^"]+)"/g)) {
    source += readFileSync(path.join(path.dirname(serverEntry), imported), "utf8");
  }
  const match = /routeDiscovery\s*=\s*(\{[^}]*\})/.exec(source);
  if (!match) return false;
  try {
    return JSON.parse(match[1]).mode === "lazy";
  } catch {
    return false;
  }
}
const inlineManifest = lazyRouteDiscovery();

// The full path of a route ("/flight/review"), from its own path and its parents'.
function fullPath(r) {
  const parts = [];
  for (let x = r; x; x = x.parentId ? manifest.routes[x.parentId] : undefined) {
    if (x.path) parts.unshift(x.path.replace(/^\/|\/$/g, ""));
  }
  return `/${parts.filter(Boolean).join("/")}`;
}

// react-router's getPartialManifest: the page's routes and those of each parent path ("/" and
// "/flight" for "/flight/review": the routes whose full path is that path, the index route
// under it, and their parents), pretty-printed as the server writes it.
function partialManifestScript(id) {
  const page = manifest.routes[id];
  const segments = fullPath(page).split("/").filter(Boolean);
  const parentPaths = ["/"];
  for (let n = segments.length - 1; n > 0; n -= 1)
    parentPaths.push(`/${segments.slice(0, n).join("/")}`);
  const ids = new Set(routeChain(id).map((r) => r.id));
  const all = Object.values(manifest.routes);
  for (const parentPath of parentPaths) {
    // The best match, as matchRoutes ranks them: the route of exactly that path (or the
    // index route under it), else a splat route ("*") whose prefix it starts with.
    const exact = all.filter(
      (r) => fullPath(r) === parentPath && (r.index || r.path !== undefined),
    );
    const splat = all.filter((r) => {
      const full = fullPath(r);
      return (
        full.endsWith("*") && parentPath.startsWith(full.slice(0, -1).replace(/\/$/, "") || "/")
      );
    });
    for (const r of exact.length > 0 ? exact : splat)
      for (const x of routeChain(r.id)) ids.add(x.id);
  }
  const routes = Object.fromEntries([...ids].map((routeId) => [routeId, manifest.routes[routeId]]));
  const { sri: _sri, ...rest } = manifest;
  return `window.__reactRouterManifest = ${JSON.stringify({ ...rest, routes }, null, 2)};`;
}
const sizeCache = new Map();
function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(file);
    s = { raw: buf.length, gzip: gzipSync(buf).length };
    sizeCache.set(file, s);
  }
  return s;
}

// Static imports inside a built chunk: `import ... from "./x.js"` and `import "./x.js"`.
// Dynamic `import("./x.js")` is deliberately not followed: it loads on demand.
const importsCache = new Map();
function staticImports(file) {
  let list = importsCache.get(file);
  if (!list) {
    const code = readFileSync(file, "utf8");
    list = [];
    const re =
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
    for (const m of code.matchAll(re)) list.push(path.resolve(path.dirname(file), m[1]));
    importsCache.set(file, list);
  }
  return list;
}

function routeChain(id) {
  const chain = [];
  for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
    chain.unshift(r);
  }
  return chain;
}

function pageFiles(id) {
  const seeds = inlineManifest ? [] : [path.join(assetsDir, manifestFile)];
  seeds.push(toFile(manifest.entry.module), ...manifest.entry.imports.map(toFile));
  for (const r of routeChain(id)) {
    for (const [key, value] of Object.entries(r)) {
      if (key === "module" || (/Module$/.test(key) && typeof value === "string")) {
        seeds.push(toFile(value));
      }
    }
    seeds.push(...(r.imports ?? []).map(toFile));
  }
  const seen = new Set();
  const stack = [...seeds];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return [...seen];
}

const routeIds = flag("--all")
  ? Object.values(manifest.routes)
      .filter((r) => r.hasDefaultExport && r.id !== "root")
      .map((r) => r.id)
  : KEY_ROUTES.filter((id) => manifest.routes[id]);

const kB = (n) => (n / 1000).toFixed(1);
const rows = routeIds.map((id) => {
  const files = pageFiles(id).map((f) => ({ file: path.relative(clientDir, f), ...sizes(f) }));
  if (inlineManifest) {
    const script = Buffer.from(partialManifestScript(id));
    files.push({
      file: "(inline route manifest)",
      raw: script.length,
      gzip: gzipSync(script).length,
    });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const raw = files.reduce((n, f) => n + f.raw, 0);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  const r = manifest.routes[id];
  const budget = BUDGETS_KB[id];
  return {
    route: id,
    path: `/${r.path ?? ""}`,
    files: files.length,
    raw,
    gzip,
    budget: budget === undefined ? null : budget * 1000,
    chunks: files,
  };
});
const overBudget = rows.filter((r) => r.budget !== null && r.gzip > r.budget);

if (flag("--json")) {
  console.log(JSON.stringify({ manifest: manifestFile, routes: rows }, null, 2));
} else {
  console.log(
    `Client JS per page, first visit (${path.relative(process.cwd(), clientDir) || "."})`,
  );
  console.log("");
  console.log(
    `${"route".padEnd(30)}${"path".padEnd(24)}${"files".padStart(6)}${"raw kB".padStart(10)}${"gzip kB".padStart(10)}${"budget".padStart(8)}`,
  );
  for (const r of rows) {
    const budget = r.budget === null ? "" : String(r.budget / 1000);
    const past = overBudget.includes(r) ? "  past budget" : "";
    console.log(
      `${r.route.padEnd(30)}${r.path.padEnd(24)}${String(r.files).padStart(6)}${kB(r.raw).padStart(10)}${kB(r.gzip).padStart(10)}${budget.padStart(8)}${past}`,
    );
    if (flag("--chunks")) {
      for (const c of r.chunks) {
        console.log(`    ${c.file.padEnd(56)}${kB(c.raw).padStart(10)}${kB(c.gzip).padStart(10)}`);
      }
    }
  }
}

for (const r of overBudget) {
  console.error(
    `route-js-size: ${r.route} (${r.path}) is ${kB(r.gzip)} kB gzip, past its budget of ${r.budget / 1000} kB`,
  );
}
if (overBudget.length > 0) process.exitCode = 1;
