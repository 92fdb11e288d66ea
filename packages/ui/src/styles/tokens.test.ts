import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * WCAG 2.2 AA for every text/background pair the components use, in every theme:
 * 4.5:1 for text (1.4.3), 3:1 for control borders and the focus ring (1.4.11).
 * Themes inherit from :root, so each is checked with the B2B values underneath.
 */

const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No block for ${selector}`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const values: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/--wf-([\w-]+):\s*([^;]+);/g)) {
    if (name && value) values[name] = value.trim();
  }
  return values;
}

const base = block('[data-theme="b2b"]');
const themes = {
  b2b: base,
  b2c: { ...base, ...block('[data-theme="b2c"]') },
  whitelabel: { ...base, ...block('[data-theme="whitelabel"]') },
};

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const digits = match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;
/** [foreground token, background token, minimum ratio] */
const pairs: [string, string, number][] = [
  ["color-fg", "color-canvas", TEXT],
  ["color-fg", "color-surface", TEXT],
  ["color-fg", "color-surface-raised", TEXT],
  ["color-fg-muted", "color-canvas", TEXT],
  ["color-fg-muted", "color-surface", TEXT],
  ["color-link", "color-canvas", TEXT],
  ["color-link", "color-surface", TEXT],
  ["color-error", "color-canvas", TEXT],
  ["color-error", "color-surface", TEXT],
  ["color-on-primary", "color-primary", TEXT],
  ["color-on-primary", "color-primary-hover", TEXT],
  ["color-on-primary", "color-primary-pressed", TEXT],
  ["color-on-secondary", "color-secondary", TEXT],
  ["color-on-secondary", "color-secondary-hover", TEXT],
  ["color-link", "color-ghost-hover", TEXT],
  ["color-on-danger", "color-danger", TEXT],
  ["color-on-danger", "color-danger-hover", TEXT],
  ["color-on-danger", "color-danger-pressed", TEXT],
  ["color-on-disabled", "color-disabled", TEXT],
  ["color-on-error-surface", "color-error-surface", TEXT],
  ["color-on-success-surface", "color-success-surface", TEXT],
  ["color-on-info-surface", "color-info-surface", TEXT],
  ["color-on-error-surface", "color-canvas", TEXT],
  ["color-fg-muted", "color-canvas", TEXT],
  ["color-control-border", "color-canvas", NON_TEXT],
  ["color-control-border", "color-surface", NON_TEXT],
  ["color-error-border", "color-canvas", NON_TEXT],
  ["color-secondary-border", "color-canvas", NON_TEXT],
  ["color-focus", "color-canvas", NON_TEXT],
  ["color-focus", "color-surface", NON_TEXT],
];

describe.each(Object.entries(themes))("theme %s", (_theme, tokens) => {
  it.each(pairs)("%s on %s ≥ %d:1", (fg, bg, minimum) => {
    const foreground = tokens[fg];
    const background = tokens[bg];
    expect(foreground, `--wf-${fg}`).toBeDefined();
    expect(background, `--wf-${bg}`).toBeDefined();
    expect(contrast(foreground as string, background as string)).toBeGreaterThanOrEqual(minimum);
  });
});
