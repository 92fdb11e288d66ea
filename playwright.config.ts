import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The same build as a consumer (B2C) portal, where visitors browse as guests. */
const b2cPort = port + 1;
/** A consumer portal that waits for each search batch as the service asks (J§4 streaming). */
const streamingPort = port + 2;

/**
 * Debian's Chromium as its headless shell (scripts/ensure-chromium.sh): no screenshots are
 * compared here, and it costs the runs about a fifth less CPU than the full browser.
 * Flags keep it off this machine's closed network.
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  // The booking journeys walk five pages each; two workers share two cores.
  timeout: 60_000,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Recording a trace for every test cost the run about a tenth of its CPU (screenshots and DOM
  // snapshots of each step), and CI keeps no files; to debug a failure, run it again with
  // `npx playwright test --trace retain-on-failure <spec>` (docs/decisions/0050).
  use: { baseURL: `http://localhost:${port}`, trace: "off" },
  projects: [
    {
      name: "chromium",
      use: chromium,
      testIgnore: [/\.b2c\.spec\.ts$/, /\.streaming\.spec\.ts$/],
    },
    {
      name: "chromium-no-js",
      use: { ...chromium, javaScriptEnabled: false },
      testIgnore: [/\.a11y\.spec\.ts$/, /\.b2c\.spec\.ts$/, /\.streaming\.spec\.ts$/],
    },
    {
      name: "b2c",
      use: { ...chromium, baseURL: `http://localhost:${b2cPort}` },
      testMatch: /\.b2c\.spec\.ts$/,
    },
    {
      name: "b2c-no-js",
      use: { ...chromium, baseURL: `http://localhost:${b2cPort}`, javaScriptEnabled: false },
      testMatch: /\.b2c\.spec\.ts$/,
    },
    {
      name: "streaming",
      use: { ...chromium, baseURL: `http://localhost:${streamingPort}` },
      testMatch: /\.streaming\.spec\.ts$/,
    },
    {
      name: "streaming-no-js",
      use: { ...chromium, baseURL: `http://localhost:${streamingPort}`, javaScriptEnabled: false },
      testMatch: /\.streaming\.spec\.ts$/,
    },
  ],
  webServer: [
    portalServer(port, "B2B"),
    portalServer(b2cPort, "B2C"),
    portalServer(streamingPort, "B2C", 1),
  ],
});

/** The built portal with its embedded flight service on a fresh PGlite directory. */
function portalServer(serverPort: number, clientMode: "B2B" | "B2C", searchRetryPace = 0) {
  const dataDir = join(tmpdir(), `wayfare-e2e-${serverPort}`);
  return {
    command: `rm -rf ${dataDir} && node server.mjs build/server/index.js`,
    cwd: "apps/portal",
    url: `http://localhost:${serverPort}/app/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PGLITE_DIR: dataDir,
      CLIENT_MODE: clientMode,
      // The e2e suite reads OTPs through the portal's /dev/outbox (docs/decisions/0008) and
      // registers new accounts; a real production deployment sets neither.
      WAYFARE_DEV_OUTBOX: "1",
      REGISTRATION_ENABLED: "true",
      // Searches answer every batch at once, except on the server that tests the streaming.
      SEARCH_RETRY_PACE: String(searchRetryPace),
    },
  };
}
