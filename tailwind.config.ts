/**
 * Tailwind theme names → Wayfare design tokens.
 *
 * The values live once, as CSS variables, in packages/ui/src/styles/tokens.css (per theme:
 * B2B default, B2C, white-label). This file only gives them Tailwind names, so components
 * write `bg-primary text-on-primary rounded-control` and a `data-theme` switch restyles
 * everything. Loaded from CSS with `@config` (packages/ui/src/styles/index.css).
 *
 * Tailwind's default palette stays available for app code, but packages/ui uses only the
 * names below (no raw colours in components).
 */
import type { Config } from "tailwindcss";

const token = (name: string) => `var(--wf-${name})`;

export default {
  content: [],
  theme: {
    extend: {
      colors: {
        canvas: token("color-canvas"),
        surface: {
          DEFAULT: token("color-surface"),
          raised: token("color-surface-raised"),
        },
        fg: {
          DEFAULT: token("color-fg"),
          muted: token("color-fg-muted"),
        },
        control: token("color-control-border"),
        subtle: token("color-subtle-border"),
        primary: {
          DEFAULT: token("color-primary"),
          hover: token("color-primary-hover"),
          pressed: token("color-primary-pressed"),
        },
        "on-primary": token("color-on-primary"),
        secondary: {
          DEFAULT: token("color-secondary"),
          hover: token("color-secondary-hover"),
          border: token("color-secondary-border"),
        },
        "on-secondary": token("color-on-secondary"),
        "ghost-hover": token("color-ghost-hover"),
        danger: {
          DEFAULT: token("color-danger"),
          hover: token("color-danger-hover"),
          pressed: token("color-danger-pressed"),
        },
        "on-danger": token("color-on-danger"),
        disabled: token("color-disabled"),
        "on-disabled": token("color-on-disabled"),
        link: token("color-link"),
        error: {
          DEFAULT: token("color-error"),
          surface: token("color-error-surface"),
          border: token("color-error-border"),
        },
        "on-error-surface": token("color-on-error-surface"),
        success: {
          surface: token("color-success-surface"),
          border: token("color-success-border"),
        },
        "on-success-surface": token("color-on-success-surface"),
        info: {
          surface: token("color-info-surface"),
          border: token("color-info-border"),
        },
        "on-info-surface": token("color-on-info-surface"),
        focus: token("color-focus"),
      },
      borderRadius: {
        sm: token("radius-sm"),
        md: token("radius-md"),
        lg: token("radius-lg"),
        control: token("radius-control"),
      },
      fontFamily: {
        sans: token("font-sans"),
      },
      fontSize: {
        xs: [token("text-xs"), { lineHeight: token("leading-xs") }],
        sm: [token("text-sm"), { lineHeight: token("leading-sm") }],
        base: [token("text-base"), { lineHeight: token("leading-base") }],
        lg: [token("text-lg"), { lineHeight: token("leading-lg") }],
        xl: [token("text-xl"), { lineHeight: token("leading-xl") }],
        "2xl": [token("text-2xl"), { lineHeight: token("leading-2xl") }],
      },
      fontWeight: {
        normal: token("weight-regular"),
        medium: token("weight-medium"),
        semibold: token("weight-semibold"),
        bold: token("weight-bold"),
      },
      boxShadow: {
        overlay: token("shadow-overlay"),
      },
      outlineWidth: {
        "focus-ring": token("focus-ring-width"),
      },
      outlineOffset: {
        "focus-ring": token("focus-ring-offset"),
      },
    },
  },
} satisfies Config;
