import { endpoints, mayManageMoney, moneyAccountsRequestSchema } from "@wayfare/domain";
import { data } from "react-router";
import { orThrow } from "./booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/**
 * The accounts whose money the signed-in manager looks after (decision 0077), for
 * `?query=…&page=…`; 404 for a broken link or anyone who looks after nobody's money.
 */
export async function moneyAccountsFor(service: ServiceGateway, url: URL) {
  const role = (await service.signedInUser())?.role ?? "";
  if (!mayManageMoney(role)) throw data(null, { status: 404 });
  const asked: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (asked.page !== undefined) asked.page = Number(asked.page);
  const parsed = moneyAccountsRequestSchema.shape.data.safeParse(asked);
  if (!parsed.success) throw data({ message: "This accounts link is not complete." }, 404);
  const list = orThrow(await service.call(endpoints.moneyAccounts, parsed.data));
  return { ...list, query: parsed.data.query };
}
