import { endpoints, passbookCsv as toCsv } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { balancesOf } from "../ledger/ledger";
import { callerTopUpWallet } from "./own-top-up";
import { passbookEntries, passbookPageCount } from "./passbook";

/**
 * POST /xms/v1/wallet/passbook { page }: the caller's own top-up wallet (an agency's deposit,
 * else TJ Cash), its balance and one page of its entries, newest first, each with the
 * balance after it. 2504 for a guest.
 */
export const passbook = forUser(endpoints.passbook, async ({ page }, { ctx, subject }) => {
  const wallet = callerTopUpWallet(subject);
  if (!wallet) return refuse("2504", 400);
  const balances = await balancesOf(ctx.db, subject.userId);
  return {
    wallet,
    balance: balances[wallet],
    entries: await passbookEntries(ctx.db, subject.userId, wallet, page),
    page,
    pageCount: await passbookPageCount(ctx.db, subject.userId, wallet),
  };
});

/**
 * POST /xms/v1/wallet/passbook/csv {}: the caller's whole passbook as CSV (the domain's
 * columns), with a file name naming the wallet and the day. 2504 for a guest.
 */
export const passbookCsv = forUser(endpoints.passbookCsv, async (_data, { ctx, subject }) => {
  const wallet = callerTopUpWallet(subject);
  if (!wallet) return refuse("2504", 400);
  const entries = await passbookEntries(ctx.db, subject.userId, wallet);
  const day = ctx.config.now().toISOString().slice(0, 10);
  return {
    fileName: `passbook-${wallet.toLowerCase().replace("_", "-")}-${day}.csv`,
    csv: toCsv(entries),
  };
});
