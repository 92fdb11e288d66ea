import { endpoints, isInRoleGroup, type WalletKind } from "@wayfare/domain";
import { Price, defaultWalletNames as WALLET_NAMES } from "@wayfare/ui";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/wallet";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Wallet") }];

const WALLET_USES: Record<WalletKind, string> = {
  DEPOSIT: "Money your agency has paid in; bookings paid from it are charged at once.",
  CREDIT_LINE: "What your agency may spend before it pays its dues.",
  TJ_CASH: "Points you earn on bookings: 1 point is worth ₹1 off a later booking.",
  CREDIT_SHELL: "Refunds kept for your next booking.",
};

/**
 * The signed-in user's wallets (J§1), read live from the ledger: an agency's deposit and
 * credit line, otherwise TJ Cash; a credit shell for everyone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const subject = await service.signedInUser();
  const agent = subject
    ? isInRoleGroup({ role: subject.role, gps: subject.additionalInfo.gps }, "AGENT")
    : false;
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
      <dl className="flex flex-col gap-3">
        {loaderData.wallets.map(({ kind, amount }) => (
          <div key={kind} className="rounded-lg border border-subtle bg-surface p-4">
            <dt className="font-semibold">{WALLET_NAMES[kind]}</dt>
            <dd className="mt-1 text-xl font-semibold">
              {kind === "TJ_CASH" ? (
                <>
                  {loaderData.tjCashPoints.toLocaleString("en-IN")} points (
                  <Price amount={amount} />)
                </>
              ) : (
                <Price amount={amount} />
              )}
            </dd>
            <dd className="mt-1 text-sm text-fg-muted">{WALLET_USES[kind]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
