import { defineConfig } from "vitest/config";
import { storybookProject } from "./vitest.storybook.config";

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
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "apps/portal/app/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "service",
          environment: "node",
          include: ["apps/flight-service/src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
      storybookProject("b2c"),
      storybookProject("whitelabel"),
    ],
  },
});
