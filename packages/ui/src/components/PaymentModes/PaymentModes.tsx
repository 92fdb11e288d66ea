import {
  formatMoney,
  NO_PAYMENT_MODES_MESSAGE,
  type Paise,
  type PaymentWallet,
  paymentModesMessage,
} from "@wayfare/domain";
import { Alert } from "../Alert/Alert";
import {
  NativeRadio,
  NativeRadioGroup,
  type NativeRadioGroupProps,
} from "../NativeRadioGroup/NativeRadioGroup";

/** The domain's wallet a booking can be paid from, as this component names it. */
export type { PaymentWallet };

export interface PaymentModeOption {
  mode: PaymentWallet;
  /** What the wallet holds now, in paise. */
  balance: Paise;
  /**
   * Why this mode cannot pay (e.g. the catalogue's 2001 'Insufficient Balance'): the option
   * is shown disabled with this text. The caller decides; ui does not compare amounts.
   */
  unavailableReason?: string;
}

export interface PaymentModesMessages {
  label: string;
  modes: Record<PaymentWallet, string>;
  balance: (formatted: string) => string;
  amountToPay: (formatted: string) => string;
  /** Shown instead of the list when no mode applies (J§2 Payments), verbatim. */
  empty: string;
}

export const defaultPaymentModesMessages: PaymentModesMessages = {
  label: "Payment mode",
  modes: { DEPOSIT: "Deposit", CREDIT_LINE: "Credit line" },
  balance: (formatted) => `Available balance ${formatted}`,
  amountToPay: (formatted) => `Amount to pay: ${formatted}`,
  empty: NO_PAYMENT_MODES_MESSAGE,
};

export interface PaymentModesProps
  extends Omit<NativeRadioGroupProps, "label" | "description" | "children" | "name"> {
  /** The modes this user may pay with, in display order; empty shows the spec's message. */
  modes: readonly PaymentModeOption[];
  /** Shown under the question. */
  amountToPay?: Paise;
  /** Posted field (default `wallet`, as the pay request). */
  name?: string;
  messages?: Partial<Omit<PaymentModesMessages, "modes">> & {
    modes?: Partial<Record<PaymentWallet, string>>;
  };
}

/**
 * How to pay (J§2 Payments): a radio group of the user's payment modes (deposit, credit line)
 * with their available balances. A mode the caller marks unavailable is disabled with its
 * reason in text. With no modes at all, the spec's message in an Alert instead. Native radios
 * (no React Aria): the payment page's controls are plain form posts (decision 0046).
 */
export function PaymentModes({
  modes,
  amountToPay,
  name = "wallet",
  messages,
  ...props
}: PaymentModesProps) {
  const text = {
    ...defaultPaymentModesMessages,
    ...messages,
    modes: { ...defaultPaymentModesMessages.modes, ...messages?.modes },
  };
  if (paymentModesMessage(modes) !== undefined) {
    return (
      <Alert tone="error" live={false}>
        {text.empty}
      </Alert>
    );
  }
  return (
    <NativeRadioGroup
      {...props}
      name={name}
      label={text.label}
      description={
        amountToPay === undefined ? undefined : text.amountToPay(formatMoney(amountToPay))
      }
    >
      {modes.map((option) => (
        <NativeRadio
          key={option.mode}
          value={option.mode}
          disabled={Boolean(option.unavailableReason)}
        >
          <span aria-hidden="true" className="flex flex-col">
            <span className="font-semibold">{text.modes[option.mode]}</span>
            <span className="text-sm text-fg-muted group-has-[input:disabled]:text-on-disabled">
              {text.balance(formatMoney(option.balance))}
            </span>
            {option.unavailableReason ? (
              <span className="text-sm font-semibold text-error">{option.unavailableReason}</span>
            ) : null}
          </span>
          <span className="sr-only">
            {[
              text.modes[option.mode],
              text.balance(formatMoney(option.balance)),
              option.unavailableReason,
            ]
              .filter(Boolean)
              .join(", ")}
          </span>
        </NativeRadio>
      ))}
    </NativeRadioGroup>
  );
}
