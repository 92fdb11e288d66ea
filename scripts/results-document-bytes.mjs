#!/usr/bin/env node
// The bytes of the results document for a DEL-BOM one-way search (a first visit, and a browser
// that has run the portal's scripts) and of the login page: raw, gzip, and how much of it is
// class attributes, for each build given (decision 0074).
//
// Usage: node scripts/results-document-bytes.mjs [build/server/index.js other-build/…]

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { logIn, searchPath } from "./bench-pages.mjs";
import { freePort, startPortal } from "./built-portal.mjs";

const builds = process.argv.slice(2);
if (builds.length === 0) builds.push("build/server/index.js");

const kB = (bytes) => Number((bytes / 1000).toFixed(1));

async function documents(build) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wayfare-document-bytes-"));
  const portal = await startPortal(port, dataDir, { SEARCH_RETRY_PACE: "0", PORTAL_BUILD: build });
  const base = `http://localhost:${port}`;
  try {
    const cookie = await logIn(base);
    const results = searchPath("DEL", "BOM");
    const pages = {
      login: ["/app/login", undefined],
      "results DEL-BOM": [results, cookie],
      "results DEL-BOM, scripts ran": [results, `${cookie}; scriptsRun=1`],
    };
    const rows = [];
    for (const [page, [pagePath, pageCookie]] of Object.entries(pages)) {
      const response = await fetch(base + pagePath, {
        headers: pageCookie ? { cookie: pageCookie } : {},
      });
      const html = await response.text();
      const classes = [...html.matchAll(/ class="[^"]*"/g)].reduce((sum, [attribute]) => {
        return sum + attribute.length;
      }, 0);
      rows.push({
        build,
        page,
        "raw kB": kB(Buffer.byteLength(html)),
        "gzip kB": kB(gzipSync(html).length),
        "class attributes kB": kB(classes),
        cards: html.match(/<article/g)?.length ?? 0,
      });
    }
    return rows;
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const build of builds) rows.push(...(await documents(build)));
console.table(rows);
