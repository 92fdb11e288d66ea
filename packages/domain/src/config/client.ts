import { z } from "zod";
import type { Role } from "../roles/roles";

/**
 * Client configuration of foundations.md §1: the business (B2B) or consumer (B2C) mode,
 * the product code, white-label detection and the default roles.
 *
 * Decisions: a partner's product code is `AIR_<PARTNER>` whatever the mode (the partner
 * owns its portal); partner names are upper-cased. A host that is the base domain or one
 * of its subdomains (www., staging.) is not white-label: only a different domain is.
 * The retail client registers users as CUSTOMER (F§3: "for the retail client a role is
 * also sent"), the business client as AGENT.
 */
export const CLIENT_MODES = ["B2B", "B2C"] as const;
export const clientModeSchema = z.enum(CLIENT_MODES);
export type ClientMode = z.infer<typeof clientModeSchema>;

export function isConsumerClient(mode: ClientMode): boolean {
  return mode === "B2C";
}

export const BASE_PRODUCT_CODE = "AIR";

export function productCode(mode: ClientMode, partner?: string): string {
  const suffix = partner?.trim().toUpperCase();
  if (suffix) return `${BASE_PRODUCT_CODE}_${suffix}`;
  return mode === "B2C" ? `${BASE_PRODUCT_CODE}_B2C` : BASE_PRODUCT_CODE;
}

export function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

export function isWhiteLabelHost(host: string, baseDomain: string): boolean {
  const hostname = hostnameOf(host);
  const base = hostnameOf(baseDomain);
  return hostname !== base && !hostname.endsWith(`.${base}`);
}

/** GUEST visits the business client, CUSTOMER the retail one (F§1, J§6). */
export function defaultVisitorRole(mode: ClientMode): Role {
  return mode === "B2C" ? "CUSTOMER" : "GUEST";
}

export const REGISTRATION_DEFAULT_ROLE = "AGENT" satisfies Role;

export function registrationRole(mode: ClientMode): Role {
  return mode === "B2C" ? "CUSTOMER" : REGISTRATION_DEFAULT_ROLE;
}
