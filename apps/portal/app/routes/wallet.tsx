import { endpoints, groupMemberOf, isInRoleGroup, type WalletKind } from "@wayfare/domain";
import { WalletBalances } from "@wayfare/ui";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/wallet";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Wallet") }];

/**
 * The signed-in user's wallets (J§1), read live from the ledger: an agency's deposit and
 * credit line, otherwise TJ Cash; a credit shell for everyone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const subject = await service.signedInUser();
  const agent = subject ? isInRoleGroup(groupMemberOf(subject), "AGENT") : false;
  const payload = orThrow(await service.call(endpoints.balance, {}));
  const kinds: WalletKind[] = agent
    ? ["DEPOSIT", "CREDIT_LINE", "CREDIT_SHELL"]
    : ["TJ_CASH", "CREDIT_SHELL"];
  const wallets = kinds.map((kind) => ({ kind, amount: payload.balances[kind] }));
  return { wallets, tjCashPoints: payload.tjCashPoints };
}

export default function Wallet({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="wallet-heading" className="max-w-xl">
      <h1 id="wallet-heading" className="mb-4 text-2xl font-semibold">
        Wallet
      </h1>
      <WalletBalances wallets={loaderData.wallets} tjCashPoints={loaderData.tjCashPoints} />
    </section>
  );
}
