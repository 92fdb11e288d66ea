import { endpoints, type Partner, partnerHostName } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { partnerHosts, partners } from "../db/schema";
import { forPublic } from "../http/handlers";

/** The partner served under `host` (any case, with or without a port), with all its hosts. */
export async function findPartnerByHost(db: Database, host: string): Promise<Partner | null> {
  const [found] = await db
    .select({ partner: partners })
    .from(partnerHosts)
    .innerJoin(partners, eq(partners.key, partnerHosts.partnerKey))
    .where(eq(partnerHosts.host, partnerHostName(host)));
  if (!found) return null;
  const { key, brandName, logoUrl, productCodeSuffix, theme, serviceHost } = found.partner;
  const hosts = await db
    .select({ host: partnerHosts.host })
    .from(partnerHosts)
    .where(eq(partnerHosts.partnerKey, key))
    .orderBy(partnerHosts.host);
  return {
    key,
    brandName,
    logoUrl,
    hostNames: hosts.map((row) => row.host),
    productCodeSuffix,
    theme,
    serviceHost,
  };
}

/** Whether `key` names a partner: only then is an account made on its host the partner's. */
export async function isPartnerKey(db: Database, key: string): Promise<boolean> {
  const [found] = await db
    .select({ key: partners.key })
    .from(partners)
    .where(eq(partners.key, key));
  return found !== undefined;
}

/**
 * POST /xms/v1/white-label/partner (decision 0078): the partner a host is served for, or
 * null (the base brand). Public: what it answers is what the partner's pages show anyway,
 * and the white-label key is an identifier the portal sends, not a secret.
 */
export const partnerByHost = forPublic(endpoints.partnerByHost, async ({ host }, { ctx }) => ({
  partner: await findPartnerByHost(ctx.db, host),
}));
