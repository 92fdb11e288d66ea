import type { Decorator, Preview } from "@storybook/react-vite";
import "../packages/ui/src/styles/index.css";
import "../packages/ui/src/styles/inter.css";

const THEMES = {
  b2b: "B2B",
  b2c: "B2C",
  whitelabel: "White-label (sample)",
} as const;
type ThemeName = keyof typeof THEMES;

/** True when the story runs as a Vitest test (browser mode), not in the Storybook UI. */
const underTest =
  (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true ||
  import.meta.env.MODE === "test";

// Stories run scripts, as the portal's pages do once marked (apps/portal/app/scripts-marker.ts).
if (typeof document !== "undefined") document.documentElement.dataset.scripts = "on";

if (underTest && typeof document !== "undefined") {
  // Screenshots must not depend on where an animation or transition happened to be.
  const style = document.createElement("style");
  style.dataset.wayfare = "no-motion";
  style.textContent = `*, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
}

/** The theme stories start in; tests check the others after each story (./other-themes-axe.ts). */
const STARTING_THEME: ThemeName = "b2b";

/**
 * Applies the toolbar theme and gives every story the same frame: canvas background,
 * text colour, font and padding. `data-story-canvas` is what the screenshot in
 * .storybook/vitest.setup.ts captures.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? STARTING_THEME;
  if (typeof document !== "undefined") {
    // Portalled content (overlays) sits outside the frame, so the root follows the theme too.
    document.documentElement.dataset.theme = theme;
  }
  return (
    <div data-theme={theme} data-story-canvas="" className="bg-canvas p-4 font-sans text-fg">
      <Story />
    </div>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Brand theme (sets data-theme)",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: Object.entries(THEMES).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: STARTING_THEME },
  parameters: {
    layout: "fullscreen",
    // Any axe violation fails the story test (and shows in the Accessibility panel).
    a11y: { test: "error" },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    docs: { codePanel: true },
  },
};

export default preview;
