import { type Partner, partnerHostName } from "@wayfare/domain";
import type { ServiceClientOptions } from "./service-client.server";

/**
 * White-label partners by host (F§1, decision 0078). The portal asks the service which
 * partner a host is served for and keeps the answer for a minute: a partner's row changes
 * rarely, and every request needs it. A failed look-up is not kept (that request gets the
 * base brand), and the hosts kept are bounded, since anyone can send any Host header.
 */
export const PARTNER_CACHE_MS = 60_000;
const MAX_HOSTS_KEPT = 500;

/** The service's answer for a host; undefined when it could not answer. */
export type AskPartner = (host: string) => Promise<Partner | null | undefined>;

export function createPartnerLookup(ask: AskPartner, now: () => number = Date.now) {
  const kept = new Map<string, { partner: Partner | null; until: number }>();
  return async function partnerFor(host: string): Promise<Partner | null> {
    const name = partnerHostName(host);
    const entry = kept.get(name);
    if (entry && entry.until > now()) return entry.partner;
    const partner = await ask(name);
    if (partner === undefined) return null;
    if (kept.size >= MAX_HOSTS_KEPT) kept.clear();
    kept.set(name, { partner, until: now() + PARTNER_CACHE_MS });
    return partner;
  };
}

/**
 * The service client's options for a partner's pages: its white-label key on every call
 * (F§7), and its own service host when it has one ("a white-label may override it"), reached
 * over the network whatever the base brand's client uses.
 */
export function partnerClientOptions(
  base: ServiceClientOptions,
  partner: Partner,
  networkFetch: ServiceClientOptions["fetch"],
): ServiceClientOptions {
  const own = partner.serviceHost ? { baseUrl: partner.serviceHost, fetch: networkFetch } : {};
  return { ...base, ...own, whiteLabelKey: partner.key };
}
