/**
 * Vitest project "storybook": every story in .storybook/main.ts becomes a test that runs
 * in headless Chromium (Vitest browser mode): render → play function → axe (a violation
 * fails, see parameters.a11y.test in .storybook/preview.tsx) → screenshot compared with
 * the committed baseline → axe's colour rules in the B2C and white-label themes
 * (.storybook/vitest.setup.ts).
 *
 * Standalone: `npx vitest run --config vitest.storybook.config.ts` (`-u` to write baselines).
 * From the root vitest.config.ts: `projects: [..., "./vitest.storybook.config.ts"]`.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { Page } from "playwright";
import { defineProject } from "vitest/config";
import type { BrowserCommand } from "vitest/node";

const dirname = path.dirname(fileURLToPath(import.meta.url));

const STORY_WINDOW = { width: 1280, height: 960 };

/**
 * Chromium paints only what lies inside the window: a story taller than it (a journey
 * screen) is photographed after growing the window to its height (.storybook/vitest.setup.ts),
 * then the window is put back, so no other story sees a different size.
 */
const growWindow: BrowserCommand<[height: number]> = async (context, height) => {
  if (context.provider.name !== "playwright") throw new Error("growWindow needs Playwright");
  await (context as unknown as { page: Page }).page.setViewportSize({ ...STORY_WINDOW, height });
};

/** Debian's Chromium through Playwright, with the window and comparator the baselines need. */
function chromiumBrowser() {
  return {
    commands: { growWindow },
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        // The full browser, not its headless shell: the baselines are of its rendering.
        executablePath: "/usr/bin/chromium",
        args: [
          "--no-sandbox",
          "--headless",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      },
      contextOptions: {
        reducedMotion: "reduce" as const,
        // Larger than the biggest story viewport (Storybook's default 1200×900), so Vitest
        // never scales the test iframe down and screenshots are 1:1 CSS pixels.
        viewport: STORY_WINDOW,
      },
    }),
    instances: [{ browser: "chromium" as const }],
    // The Storybook plugin turns file writes off unless asked; baselines need them.
    api: { allowWrite: true },
    expect: {
      toMatchScreenshot: {
        comparatorName: "pixelmatch" as const,
        // Same machine image, same bundled font: renders are pixel-identical run to run, so
        // be strict. threshold 0.02 catches a colour change of a few units per channel
        // (0.1, pixelmatch's default, let #1d4ed8 → #2563eb through); anti-aliased pixels
        // are ignored by pixelmatch.
        comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.0005 },
      },
    },
  };
}

/**
 * The stories in Chromium, in the B2B theme with screenshots, then axe in the other themes
 * (.storybook/vitest.setup.ts).
 */
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "@storybook/react-vite",
      "storybook/test",
      "react-aria-components",
      "@internationalized/date",
      "@radix-ui/react-dialog",
      "@radix-ui/react-tabs",
      "class-variance-authority",
      "lucide-react",
      "axe-core",
      // Dependencies of @wayfare/domain (a workspace source package, so not pre-bundled itself).
      "zod",
      "zod/v4/core",
      "date-fns",
      // The browser's phone-number data (packages/domain's "#phone-numbers" import).
      "libphonenumber-js/min",
      "libphonenumber-js/min/metadata",
    ],
  },
  test: {
    name: "storybook",
    // A measuring story (tag "measure") scrolls through 1,000 cards: seconds on a busy machine.
    testTimeout: 30_000,
    setupFiles: [path.join(dirname, ".storybook/vitest.setup.ts")],
    browser: chromiumBrowser(),
  },
});
