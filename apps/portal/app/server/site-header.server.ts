import { BACKEND_PATH, balancePayloadSchema, isInRoleGroup, type UserInfo } from "@wayfare/domain";
import type { SiteHeaderUser } from "../components/site-header";
import { callAsUser } from "./booking.server";

/**
 * Who the header names, and for the agent group (who pay from them, J§6) the deposit and
 * credit-line balances, read fresh so a payment or a refund shows on the next page.
 */
export async function siteHeaderUser(request: Request, user: UserInfo): Promise<SiteHeaderUser> {
  const { name, role } = user;
  if (!isInRoleGroup({ role, gps: user.additionalInfo.gps }, "AGENT")) return { name, role };
  const balance = await callAsUser(
    request,
    BACKEND_PATH,
    { apiName: "balance" },
    balancePayloadSchema,
  );
  if (!balance.ok) return { name, role };
  const { DEPOSIT, CREDIT_LINE } = balance.payload.balances;
  return { name, role, balances: { deposit: DEPOSIT, creditLine: CREDIT_LINE } };
}
