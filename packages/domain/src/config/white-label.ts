import { z } from "zod";
import { catalogueError } from "../errors/catalogue";
import { hostnameOf } from "./client";

/**
 * White-label partners by host (F§1 "White-label mode is recognised when the host domain
 * differs from the base domain", F§7 "a white-label may override" the service host and sends
 * its white-label key). A partner is a row in the flight service: the host names it is
 * served under, its brand, its theme tokens and its product code suffix (decision 0078).
 */

/** The colour tokens of packages/ui's tokens.css a partner may set; the rest stay the base brand's. */
export const PARTNER_THEME_TOKENS = [
  "color-canvas",
  "color-surface",
  "color-surface-raised",
  "color-fg",
  "color-fg-muted",
  "color-control-border",
  "color-subtle-border",
  "color-primary",
  "color-primary-hover",
  "color-primary-pressed",
  "color-on-primary",
  "color-secondary",
  "color-secondary-hover",
  "color-secondary-border",
  "color-on-secondary",
  "color-ghost-hover",
  "color-link",
  "color-focus",
  "color-info-surface",
  "color-on-info-surface",
  "color-info-border",
] as const;
export type PartnerThemeToken = (typeof PARTNER_THEME_TOKENS)[number];

/** Only `#rrggbb`: a value is written into a style sheet, so nothing else may reach it. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const partnerThemeSchema = z.partialRecord(
  z.enum(PARTNER_THEME_TOKENS),
  z.string().regex(HEX_COLOUR),
);
export type PartnerTheme = z.infer<typeof partnerThemeSchema>;

/** The white-label key: what the portal sends in the `whitelabel-key` header (F§7). */
export const whiteLabelKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/);

export const partnerSchema = z.object({
  key: whiteLabelKeySchema,
  brandName: z.string().min(1).max(60),
  /** A path of the portal's own (`/brands/….svg`): no third-party image on any page. */
  logoUrl: z.string().regex(/^\/brands\/[a-z0-9-]+\.svg$/),
  /** Lower-case host names, without port. */
  hostNames: z.array(z.string().min(1)).min(1),
  /** F§1: the product code is AIR with "a suffix for a partner" (`productCode`). */
  productCodeSuffix: z.string().regex(/^[A-Z0-9]{2,12}$/),
  theme: partnerThemeSchema,
  /** F§7: "a white-label may override" the service host; absent, the portal's own. */
  serviceHost: z.url({ protocol: /^https?$/ }).nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** The host name a partner row is looked up by: lower case, no port, no trailing dot. */
export function partnerHostName(host: string): string {
  return hostnameOf(host);
}

/** The partner's tokens as CSS declarations over the base brand's (`--wf-color-primary:#9f1239;`). */
export function partnerThemeDeclarations(theme: PartnerTheme): string {
  return Object.entries(theme)
    .filter(([name, value]) => partnerThemeSchema.safeParse({ [name]: value }).success)
    .map(([name, value]) => `--wf-${name}:${value};`)
    .join("");
}

/**
 * Sessions belong to the host they started on. An account that belongs to a partner signs in
 * only on that partner's host, and an account of the base brand only on the base host: a
 * partner's customers are the partner's, and its portal is not a door to anyone else's
 * account. The refusal is the catalogue's 801, the answer of a wrong password, so a host
 * does not tell who is registered on another (decision 0078).
 */
export function maySignInOnHost(
  accountWhiteLabel: string | null,
  hostWhiteLabel: string | null,
): boolean {
  return accountWhiteLabel === hostWhiteLabel;
}

export const WRONG_HOST_SIGN_IN = catalogueError("801");
