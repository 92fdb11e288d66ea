import { formatMoney, type Paise } from "@wayfare/domain";
import { useId } from "react";
import { NativeButton } from "../NativeButton/NativeButton";

export interface CreditShellBoxMessages {
  heading: string;
  /** "₹1,000.00 of your credit shell pays for this booking." */
  applied: (amount: string) => string;
  /** "You have ₹2,450.00 in your credit shell." */
  balance: (amount: string) => string;
  use: string;
  stopUsing: string;
}

export const defaultCreditShellBoxMessages: CreditShellBoxMessages = {
  heading: "Credit shell",
  applied: (amount) => `${amount} of your credit shell pays for this booking.`,
  balance: (amount) => `You have ${amount} in your credit shell.`,
  use: "Use credit shell",
  stopUsing: "Stop using credit shell",
};

export interface CreditShellBoxProps {
  /** The user's credit shell (refunds kept for the next booking). */
  balance: Paise;
  /** How much of it pays for this booking; 0 when it is not used. */
  applied: Paise;
  /** The posted field; the button posts `intent` `creditShell:apply` / `creditShell:remove`. */
  name?: string;
  /** The button is waiting for the server. */
  pending?: boolean;
  messages?: Partial<CreditShellBoxMessages>;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The credit shell on the review and payment pages (J§2): what of it pays for this booking,
 * or how much there is, and one button to use it or stop. Goes inside the page's form, like
 * the voucher and TJ Cash boxes; the status line is always there, so a change is announced.
 */
export function CreditShellBox({
  balance,
  applied,
  name = "creditShell",
  pending = false,
  messages,
  headingLevel = 2,
  className,
}: CreditShellBoxProps) {
  const text = { ...defaultCreditShellBoxMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const inUse = applied > 0;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="credit-shell-box"
      className={[
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-subtle bg-surface p-4 text-fg",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div>
        <Heading id={headingId} className="text-base font-semibold">
          {text.heading}
        </Heading>
        <p role="status" className="text-sm">
          {inUse ? text.applied(formatMoney(applied)) : text.balance(formatMoney(balance))}
        </p>
      </div>
      <NativeButton
        type="submit"
        name="intent"
        value={`${name}:${inUse ? "remove" : "apply"}`}
        variant="secondary"
        isPending={pending}
      >
        {inUse ? text.stopUsing : text.use}
      </NativeButton>
    </section>
  );
}
