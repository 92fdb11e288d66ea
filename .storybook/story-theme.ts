declare const __STORY_THEME__: string | undefined;

/**
 * The theme a per-theme story test run uses ("b2c", "whitelabel"), or "" for the B2B run
 * with screenshots and for Storybook itself (where the constant is not defined).
 */
export function storyThemeUnderTest(): string {
  return typeof __STORY_THEME__ === "string" ? __STORY_THEME__ : "";
}
