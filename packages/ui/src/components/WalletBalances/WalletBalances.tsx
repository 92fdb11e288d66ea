import { LOCALE, type Paise, type WalletKind } from "@wayfare/domain";
import { defaultWalletNames } from "../../lib/wallet-names";
import { Price } from "../Price/Price";

export interface WalletBalancesMessages {
  names: Record<WalletKind, string>;
  /** What each wallet is for, under its balance. */
  uses: Record<WalletKind, string>;
  /** TJ Cash's points before their worth: `1200 => "1,200 points"`. */
  points: (points: number) => string;
}

export const defaultWalletBalancesMessages: WalletBalancesMessages = {
  names: defaultWalletNames,
  uses: {
    DEPOSIT: "Money your agency has paid in; bookings paid from it are charged at once.",
    CREDIT_LINE: "What your agency may spend before it pays its dues.",
    TJ_CASH: "Points you earn on bookings: 1 point is worth ₹1 off a later booking.",
    CREDIT_SHELL: "Refunds kept for your next booking.",
  },
  points: (points) => `${points.toLocaleString(LOCALE)} points`,
};

export interface WalletBalancesProps {
  /** The user's wallets in order, each with its live balance. */
  wallets: readonly { kind: WalletKind; amount: Paise }[];
  /** TJ Cash in points (its amount is their worth). */
  tjCashPoints?: number;
  messages?: Partial<Omit<WalletBalancesMessages, "names" | "uses">> & {
    names?: Partial<Record<WalletKind, string>>;
    uses?: Partial<Record<WalletKind, string>>;
  };
}

/**
 * A user's wallets (J§1): an agency's deposit and credit line, or a consumer's TJ Cash, and
 * everyone's credit shell, each with its balance and what it is for.
 */
export function WalletBalances({ wallets, tjCashPoints = 0, messages }: WalletBalancesProps) {
  const text = {
    ...defaultWalletBalancesMessages,
    ...messages,
    names: { ...defaultWalletBalancesMessages.names, ...messages?.names },
    uses: { ...defaultWalletBalancesMessages.uses, ...messages?.uses },
  };
  return (
    <dl data-slot="wallet-balances" className="flex flex-col gap-3 text-fg">
      {wallets.map(({ kind, amount }) => (
        <div key={kind} className="rounded-lg border border-subtle bg-surface p-4">
          <dt className="font-semibold">{text.names[kind]}</dt>
          <dd className="mt-1 text-xl font-semibold">
            {kind === "TJ_CASH" ? (
              <>
                {text.points(tjCashPoints)} (<Price amount={amount} />)
              </>
            ) : (
              <Price amount={amount} />
            )}
          </dd>
          <dd className="mt-1 text-sm text-fg-muted">{text.uses[kind]}</dd>
        </div>
      ))}
    </dl>
  );
}
