import { formatMoney, type Paise, type PaymentWallet, walletLabel } from "@wayfare/domain";
import { RedeemBox } from "../../lib/redeem-box";

export interface WalletPartBoxMessages {
  heading: (wallet: string) => string;
  label: (wallet: string) => string;
  /** "Balance ₹2,50,000.00. The rest is paid by card, UPI or net banking." */
  balance: (amount: string) => string;
  apply: string;
  remove: string;
  /** "₹3,000.00 from your deposit; the rest by card, UPI or net banking" */
  applied: (amount: string, wallet: string) => string;
}

export const defaultWalletPartBoxMessages: WalletPartBoxMessages = {
  heading: (wallet) => `Pay part from your ${wallet}`,
  label: (wallet) => `Amount from ${wallet} (₹)`,
  balance: (amount) => `Balance ${amount}. The rest is paid by card, UPI or net banking.`,
  apply: "Apply",
  remove: "Pay it all by one mode",
  applied: (amount, wallet) =>
    `${amount} from your ${wallet}; the rest by card, UPI or net banking`,
};

export interface WalletPartBoxProps {
  wallet: PaymentWallet;
  /** What the wallet holds now. */
  balance: Paise;
  /** The part applied to the booking; 0 or absent when none. */
  applied?: Paise;
  /** The amount typed last, kept when it was refused. */
  defaultAmount?: string;
  /** E.g. the catalogue's 'Insufficient Balance', or the most this booking can take. */
  errors?: readonly string[];
  /** The posted field; the buttons post `intent` `<name>:apply` / `<name>:remove`. */
  name: string;
  pending?: "apply" | "remove";
  messages?: Partial<WalletPartBoxMessages>;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Part of the booking from a deposit or credit line, the rest by the current mode (J§3
 * walletDed and currModeDed, J§4): the balance, an amount in rupees and Apply, or the part
 * applied and a way back to paying it all one way.
 */
export function WalletPartBox({
  wallet,
  balance,
  applied = 0 as Paise,
  defaultAmount,
  errors,
  name,
  pending,
  messages,
  headingLevel = 2,
  className,
}: WalletPartBoxProps) {
  const text = { ...defaultWalletPartBoxMessages, ...messages };
  const walletName = walletLabel(wallet).toLowerCase();
  return (
    <RedeemBox
      text={{
        heading: text.heading(walletName),
        label: text.label(walletName),
        apply: text.apply,
        remove: text.remove,
      }}
      name={name}
      appliedText={applied > 0 ? text.applied(formatMoney(applied), walletName) : undefined}
      defaultValue={defaultAmount}
      description={text.balance(formatMoney(balance))}
      errors={errors}
      inputMode="decimal"
      pending={pending}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
