import axe from "axe-core";

/**
 * The brands besides B2B, the theme of the screenshots. A theme is CSS variables under
 * `data-theme` (packages/ui/src/styles/tokens.css) and no component reads it, so a story's DOM
 * after its play function is the same in every theme: switching the attribute and running
 * axe's colour rules again checks each brand without playing the story once more per theme.
 */
const OTHER_THEMES = ["b2c", "whitelabel"] as const;

/** Where the preview's decorator sets the theme (.storybook/preview.tsx). */
function themedElements(): HTMLElement[] {
  return [
    document.documentElement,
    ...document.querySelectorAll<HTMLElement>("[data-story-canvas]"),
  ];
}

/**
 * The axe rules whose outcome depends on colour, all a theme changes besides radii. Every
 * other rule reads only the DOM, which is the same in every theme, and the story's own axe
 * check (B2B) has already run them all on it.
 */
const RULES_THAT_READ_COLOURS = ["color-contrast", "link-in-text-block"];

/**
 * axe's violations in each other theme, one line per rule ("b2c: color-contrast (#id, …)").
 * The story's theme is put back afterwards.
 */
export async function axeViolationsInOtherThemes(): Promise<string[]> {
  const elements = themedElements();
  const themes = elements.map((element) => element.dataset.theme);
  const violations: string[] = [];
  try {
    for (const theme of OTHER_THEMES) {
      for (const element of elements) element.dataset.theme = theme;
      axe.reset();
      const result = await axe.run(document.body, {
        runOnly: { type: "rule", values: RULES_THAT_READ_COLOURS },
      });
      for (const violation of result.violations) {
        const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
        violations.push(`${theme}: ${violation.id} (${targets})`);
      }
    }
  } finally {
    elements.forEach((element, index) => {
      element.dataset.theme = themes[index];
    });
  }
  return violations;
}
