import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/** What a test file does to modules or globals that would outlive it without isolation. */
const LEAKS_PAST_ITS_FILE = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;

/** The test files under `dirs` (relative to the root) that use LEAKS_PAST_ITS_FILE. */
function filesThatLeak(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
      .map((file) => join(dir, file))
      .filter((file) => LEAKS_PAST_ITS_FILE.test(readFileSync(file, "utf8"))),
  );
}

interface NodeProject {
  name: string;
  include: string[];
  globalSetup?: string[];
  testTimeout?: number;
  hookTimeout?: number;
}

/**
 * A project in Node without isolation: a worker keeps its modules, and what they cache (the
 * inventory), from file to file — several times faster than a fresh start per file. The files
 * that mock a module or stub the environment run isolated in "<name>-mocked".
 */
function withoutIsolation(project: NodeProject, filesThatLeak: string[]) {
  const base = { ...project, environment: "node" as const };
  const shared = {
    test: { ...base, isolate: false, exclude: [...configDefaults.exclude, ...filesThatLeak] },
  };
  // An empty include would fall back to Vitest's default pattern: every test file.
  if (filesThatLeak.length === 0) return [shared];
  return [
    shared,
    { test: { ...base, name: `${project.name}-mocked`, include: filesThatLeak, isolate: true } },
  ];
}

export default defineConfig({
  test: {
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: [
        "**/*.test.ts",
        "**/*.bench.ts",
        "**/index.ts",
        "**/trip-fixtures.ts",
        "**/testing/**",
      ],
      reporter: ["text-summary"],
      reportsDirectory: "coverage",
      thresholds: { lines: 95 },
    },
    projects: [
      ...withoutIsolation(
        {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/portal/app/**/*.test.ts"],
        },
        filesThatLeak(["packages", "apps/portal/app"]),
      ),
      // Each file's database starts as a copy of one migrated template (docs/decisions/0050).
      ...withoutIsolation(
        {
          name: "service",
          include: ["apps/flight-service/src/**/*.test.ts"],
          globalSetup: ["apps/flight-service/src/testing/migrated-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
        filesThatLeak(["apps/flight-service/src"]),
      ),
      {
        // Needs the built portal (npm run build -w @wayfare/portal): scripts/test.sh runs it
        // after the build.
        test: {
          name: "portal-hostile",
          environment: "node",
          include: ["apps/portal/hostile/**/*.test.ts"],
        },
      },
      {
        // Two services and two built portals on one Postgres: scripts/test.sh runs it with
        // scripts/with-postgres.sh after the portal build.
        test: {
          name: "scale-out",
          environment: "node",
          include: ["scripts/scale-out/**/*.test.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      "./vitest.storybook.config.ts",
    ],
  },
});
