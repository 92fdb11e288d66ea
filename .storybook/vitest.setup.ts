/**
 * Setup for the "storybook" Vitest project (vitest.storybook.config.ts).
 *
 * After each story has rendered and its play function (and the axe check) passed, take a
 * screenshot of the story frame and compare it with the committed baseline under
 * `__screenshots__/<Component>.stories.tsx/` next to the stories, then run axe again in the
 * B2C and white-label themes (./other-themes-axe.ts). Create or update baselines with
 * `vitest run -u` and review the PNGs like code.
 *
 * A story opts out with `parameters: { screenshot: { disable: true } }`, or captures the
 * whole viewport (for fixed-position UI) with `parameters: { screenshot: { target: "viewport" } }`.
 */

import { userEvent as testingUserEvent } from "storybook/test";
import { afterEach, expect } from "vitest";
import { commands, page } from "vitest/browser";
import { axeViolationsInOtherThemes } from "./other-themes-axe";

declare module "vitest/browser" {
  interface BrowserCommands {
    growWindow: (height: number) => Promise<void>;
  }
}

/** The window's height in vitest.storybook.config.ts. */
const STORY_WINDOW_HEIGHT = 960;

type ScreenshotParameter = { disable?: boolean; target?: "frame" | "viewport" };

interface StoryUnderTest {
  tags?: string[];
  parameters?: { screenshot?: ScreenshotParameter };
}

afterEach(async (context) => {
  const story = (context as { story?: StoryUnderTest }).story;
  if (!story) return;
  // A story that already failed (play function or axe) needs no picture on top.
  if ((context.task.result?.errors?.length ?? 0) > 0) return;
  const options = story.parameters?.screenshot ?? {};
  if (!options.disable) await photograph(context.task.name, options);
  // A measuring story scrolls through 1,000 cards; its cards are checked in other stories.
  if (!story.tags?.includes("measure")) {
    expect(await axeViolationsInOtherThemes(), "axe in the other themes").toEqual([]);
  }
});

/** Compares the story as it stands with its baseline screenshot. */
async function photograph(taskName: string, options: ScreenshotParameter) {
  // Photograph the resting state: a play function's synthetic click leaves its target
  // hovered (React Aria's data-hovered), which a real mouse move would not undo.
  for (const hovered of document.querySelectorAll("[data-hovered]")) {
    await testingUserEvent.unhover(hovered);
  }

  await document.fonts.ready;
  const interLoaded = [...document.fonts].some(
    (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
  );
  if (!interLoaded) {
    throw new Error("The bundled Inter font did not load: screenshots would differ by machine");
  }
  const name = taskName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

  if (options.target === "viewport") {
    // Fixed-position UI lies outside the story frame: photograph the whole viewport.
    const root = document.body;
    root.style.minHeight = "100vh";
    try {
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
    } finally {
      root.style.minHeight = "";
    }
    return;
  }

  const frame = document.querySelector("[data-story-canvas]");
  if (!frame) throw new Error("Story frame [data-story-canvas] not found for the screenshot");
  // Chromium paints only what is inside the window: a story taller than it (a journey
  // screen) is photographed in a window and frame grown to its height, then both are put back.
  const { innerWidth: width, innerHeight: height } = window;
  const needed = Math.ceil(frame.getBoundingClientRect().bottom + window.scrollY);
  const grow = needed > height;
  if (grow) {
    await commands.growWindow(needed);
    await page.viewport(width, needed);
  }
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  } finally {
    if (grow) {
      await page.viewport(width, height);
      await commands.growWindow(STORY_WINDOW_HEIGHT);
    }
  }
}
