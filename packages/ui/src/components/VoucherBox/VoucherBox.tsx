import { formatMoney, type Paise } from "@wayfare/domain";
import { RedeemBox } from "../../lib/redeem-box";

export interface VoucherBoxMessages {
  heading: string;
  label: string;
  apply: string;
  remove: string;
  /** "WAYDOM10 applied: ₹600.00 off" */
  applied: (voucher: { code: string; discount: string }) => string;
}

export const defaultVoucherBoxMessages: VoucherBoxMessages = {
  heading: "Voucher",
  label: "Voucher code",
  apply: "Apply",
  remove: "Remove voucher",
  applied: ({ code, discount }) => `${code} applied: ${discount} off`,
};

export interface VoucherBoxProps {
  /** The voucher applied to the booking, if any. */
  applied?: { code: string; discount: Paise };
  /** The code typed last, kept when it was refused. */
  defaultCode?: string;
  /** The spec's message for a refused code (e.g. 'No Discount applicable on this voucher'). */
  errors?: readonly string[];
  /** The posted field; the buttons post `intent` `voucherCode:apply` / `voucherCode:remove`. */
  name?: string;
  pending?: "apply" | "remove";
  messages?: Partial<VoucherBoxMessages>;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A voucher code for the booking (J§2 review and payment, J§5 messages): type a code and
 * Apply, or see the applied code and its discount and Remove it. Goes inside the page's
 * form; the server checks the code.
 */
export function VoucherBox({
  applied,
  defaultCode,
  errors,
  name = "voucherCode",
  pending,
  messages,
  headingLevel = 2,
  className,
}: VoucherBoxProps) {
  const text = { ...defaultVoucherBoxMessages, ...messages };
  return (
    <RedeemBox
      text={text}
      name={name}
      appliedText={
        applied
          ? text.applied({ code: applied.code, discount: formatMoney(applied.discount) })
          : undefined
      }
      defaultValue={defaultCode}
      errors={errors}
      pending={pending}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
