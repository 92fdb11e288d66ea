import type { Partner } from "@wayfare/domain";

/**
 * The demo white-label partner (decision 0078), served under `yatra-bazaar.localhost`: every
 * browser resolves `*.localhost` to this machine, so the same portal shows its brand at
 * http://yatra-bazaar.localhost:5173 and the base brand at http://localhost:5173. Its colours
 * are the ui's sample white-label theme, whose contrast tokens.test.ts checks.
 */
export const DEMO_PARTNER: Partner = {
  key: "yatra-bazaar",
  brandName: "Yatra Bazaar",
  logoUrl: "/brands/yatra-bazaar.svg",
  hostNames: ["yatra-bazaar.localhost"],
  productCodeSuffix: "YB",
  serviceHost: null,
  theme: {
    "color-canvas": "#fffbf5",
    "color-surface": "#fbf3e8",
    "color-surface-raised": "#fffbf5",
    "color-fg": "#1c1917",
    "color-fg-muted": "#57534e",
    "color-control-border": "#78716c",
    "color-subtle-border": "#d6d3d1",
    "color-primary": "#9f1239",
    "color-primary-hover": "#881337",
    "color-primary-pressed": "#4c0519",
    "color-on-primary": "#ffffff",
    "color-secondary": "#fffbf5",
    "color-secondary-hover": "#fff1f2",
    "color-secondary-border": "#9f1239",
    "color-on-secondary": "#9f1239",
    "color-ghost-hover": "#fff1f2",
    "color-link": "#9f1239",
    "color-focus": "#1d4ed8",
    "color-info-surface": "#fbf3e8",
    "color-on-info-surface": "#44403c",
    "color-info-border": "#78716c",
  },
};
