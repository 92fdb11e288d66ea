import { endpoints, isInRoleGroup, type UserInfoInput } from "@wayfare/domain";
import { sessionUserInfo } from "../api/current-user";
import type { ServiceContext } from "../context";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { reply } from "../http/reply";
import { balancesOf } from "../ledger/ledger";
import { footerFor } from "./navigation";
import { menusOf, NO_STORE } from "./navigation-endpoints";

/** The agent group pays from its deposit and credit line (J§6): the header shows both. */
async function headerBalances(
  ctx: ServiceContext,
  { userId, role, additionalInfo }: UserInfoInput,
) {
  if (!isInRoleGroup({ role, gps: additionalInfo?.gps }, "AGENT")) return null;
  const { DEPOSIT, CREDIT_LINE } = await balancesOf(ctx.db, userId);
  return { DEPOSIT, CREDIT_LINE };
}

/**
 * POST /xms/v1/page-frame/ { isB2C }: what currentUser, menubar, footer and balance answer
 * for the frame of a page, with one session check (decision 0074). Never cached (F§9).
 */
export const pageFrame = forUser(endpoints.pageFrame, async ({ isB2C }, { ctx, subject }) => {
  const userInfo = await sessionUserInfo(ctx, subject);
  if (!userInfo) return refuse("403", 403);
  const [menubar, balances] = await Promise.all([
    menusOf(ctx, isB2C, subject),
    headerBalances(ctx, userInfo),
  ]);
  const footer = footerFor(isB2C, ctx.config.now().getUTCFullYear());
  return reply({ userInfo, menubar, footer, balances }, NO_STORE);
});
