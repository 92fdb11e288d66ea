import type { MoneyDirection, MoneyWallet } from "@wayfare/domain";
import { NativeRadio, NativeRadioGroup } from "../NativeRadioGroup/NativeRadioGroup";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { TextField } from "../TextField/TextField";

export type MoneyMoveFieldName = "wallet" | "direction" | "amount" | "reason";

export interface MoneyMoveFieldsetMessages {
  legend: string;
  wallet: string;
  wallets: Record<MoneyWallet, string>;
  direction: string;
  directions: Record<MoneyDirection, string>;
  amount: string;
  amountDescription: string;
  reason: string;
  reasonDescription: string;
}

export const defaultMoneyMoveFieldsetMessages: MoneyMoveFieldsetMessages = {
  legend: "The entry",
  wallet: "Which",
  wallets: { DEPOSIT: "Deposit", CREDIT_LINE: "Credit limit" },
  direction: "Add or take away",
  directions: {
    add: "Add (pay in, or raise the limit)",
    take: "Take away (pay out, or lower the limit)",
  },
  amount: "Amount in rupees",
  amountDescription: "Whole rupees, like 50000 or 50,000.",
  reason: "Reason",
  reasonDescription: "Shown on the statement, with your name.",
};

export interface MoneyMoveFieldsetProps {
  /** Each field's name, id, value after a post and errors (`textFieldProps` of the form). */
  fields: Record<MoneyMoveFieldName, FieldBinding>;
  messages?: Partial<MoneyMoveFieldsetMessages>;
}

/**
 * A ledger entry a manager makes on an account (issue 22, decision 0077): the deposit or the
 * credit limit, add or take away, an amount in whole rupees and the reason. Native radios and
 * inputs, so the form works before JavaScript loads.
 */
export function MoneyMoveFieldset({ fields, messages }: MoneyMoveFieldsetProps) {
  const text = { ...defaultMoneyMoveFieldsetMessages, ...messages };
  return (
    <fieldset
      data-slot="money-move-fieldset"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <legend className="px-1 text-lg font-semibold">{text.legend}</legend>
      <NativeRadioGroup
        id={fields.wallet.id}
        name={fields.wallet.name}
        label={text.wallet}
        defaultValue={fields.wallet.defaultValue}
        errors={fields.wallet.errors}
        orientation="horizontal"
      >
        <NativeRadio value="DEPOSIT">{text.wallets.DEPOSIT}</NativeRadio>
        <NativeRadio value="CREDIT_LINE">{text.wallets.CREDIT_LINE}</NativeRadio>
      </NativeRadioGroup>
      <NativeRadioGroup
        id={fields.direction.id}
        name={fields.direction.name}
        label={text.direction}
        defaultValue={fields.direction.defaultValue}
        errors={fields.direction.errors}
      >
        <NativeRadio value="add">{text.directions.add}</NativeRadio>
        <NativeRadio value="take">{text.directions.take}</NativeRadio>
      </NativeRadioGroup>
      <TextField
        {...fields.amount}
        label={text.amount}
        description={text.amountDescription}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...fields.reason}
        label={text.reason}
        description={text.reasonDescription}
        autoComplete="off"
      />
    </fieldset>
  );
}
