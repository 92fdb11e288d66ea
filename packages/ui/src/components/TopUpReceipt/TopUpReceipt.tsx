import type { Paise } from "@wayfare/domain";
import { defaultWalletNames } from "../../lib/wallet-names";
import { Alert } from "../Alert/Alert";
import { Price } from "../Price/Price";

export interface TopUpReceiptMessages {
  credited: string;
  failed: string;
  amount: string;
  /** The amount's term when nothing was added. */
  amountToAdd: string;
  reference: string;
  balance: (wallet: string) => string;
  notCharged: string;
  tryAgain: string;
}

export const defaultTopUpReceiptMessages: TopUpReceiptMessages = {
  credited: "Money added to your wallet",
  failed: "Payment Failed !",
  amount: "Amount added",
  amountToAdd: "Amount",
  reference: "Order ref id",
  balance: (wallet) => `${wallet} balance now`,
  notCharged: "Nothing was added to your wallet. Your amount is kept: you can pay again.",
  tryAgain: "Try again",
};

export type TopUpReceiptProps = {
  amount: Paise;
  /** The gateway reference of the payment. */
  orderRefId: string;
  wallet: "DEPOSIT" | "TJ_CASH";
  messages?: Partial<TopUpReceiptMessages>;
} & (
  | { outcome: "credited"; balance: Paise }
  | { outcome: "failed"; reason: string; tryAgainHref: string }
);

/**
 * The end of a wallet top-up (/topUp/confirmation/): the amount credited, the gateway
 * reference and the wallet's new balance; or the gateway's failure, with a way to pay the
 * same top-up again.
 */
export function TopUpReceipt(props: TopUpReceiptProps) {
  const text = { ...defaultTopUpReceiptMessages, ...props.messages };
  const credited = props.outcome === "credited";
  return (
    <section
      data-slot="top-up-receipt"
      aria-labelledby="top-up-receipt-heading"
      className="flex flex-col gap-4 text-fg"
    >
      <h1 id="top-up-receipt-heading" className="text-2xl font-semibold">
        {credited ? text.credited : text.failed}
      </h1>
      {props.outcome === "failed" ? (
        <Alert tone="error">
          <p>{props.reason}</p>
          <p>{text.notCharged}</p>
        </Alert>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-subtle bg-surface p-4">
        <dt className="font-semibold">{credited ? text.amount : text.amountToAdd}</dt>
        <dd>
          <Price amount={props.amount} />
        </dd>
        <dt className="font-semibold">{text.reference}</dt>
        <dd className="break-all">{props.orderRefId}</dd>
        {props.outcome === "credited" ? (
          <>
            <dt className="font-semibold">{text.balance(defaultWalletNames[props.wallet])}</dt>
            <dd>
              <Price amount={props.balance} />
            </dd>
          </>
        ) : null}
      </dl>
      {props.outcome === "failed" ? (
        <p>
          <a href={props.tryAgainHref} className="font-semibold text-link underline">
            {text.tryAgain}
          </a>
        </p>
      ) : null}
    </section>
  );
}
