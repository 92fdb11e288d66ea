import { type BookingPayload, paise } from "@wayfare/domain";
import {
  CREDIT_SHELL_FIELD,
  TJ_CASH_FIELD,
  VOUCHER_FIELD,
  WALLET_PART_FIELDS,
  type WalletPartField,
} from "@wayfare/forms";
import { CreditShellBox, PointsBox, VoucherBox, WalletPartBox } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";
import type { WalletMode } from "../../server/payment.server";
import type { RedemptionReply } from "../../server/redemption.server";

type Field =
  | typeof VOUCHER_FIELD
  | typeof TJ_CASH_FIELD
  | typeof CREDIT_SHELL_FIELD
  | WalletPartField;

function usePendingAction(field: Field) {
  const intent = String(useNavigation().formData?.get("intent") ?? "");
  if (intent === `${field}:apply`) return "apply";
  if (intent === `${field}:remove`) return "remove";
  return undefined;
}

export interface RedemptionBoxesProps {
  booking: BookingPayload;
  /** The user's TJ Cash; the box shows when they have some or some is applied. */
  tjCashPoints: number;
  /** The user's credit shell in paise; the box shows when there is some or some is applied. */
  creditShellBalance: number;
  reply?: RedemptionReply | null;
  /**
   * The payment page's wallets that can pay part, the rest by the current mode (J§3
   * walletDed): a box each, or only the one whose part is applied.
   */
  wallets?: readonly WalletMode[];
}

function WalletPartForm({
  wallet,
  booking,
  reply,
}: {
  wallet: WalletMode;
  booking: BookingPayload;
  reply?: RedemptionReply | null;
}) {
  const field = WALLET_PART_FIELDS[wallet.mode];
  const applied = booking.redemption?.walletPart;
  return (
    <Form method="post" preventScrollReset>
      <WalletPartBox
        wallet={wallet.mode}
        balance={paise(wallet.balance)}
        applied={paise(applied?.wallet === wallet.mode ? applied.amount : 0)}
        name={field}
        defaultAmount={reply?.typed[field]}
        errors={reply?.errors[field]}
        pending={usePendingAction(field)}
        className="h-full"
      />
    </Form>
  );
}

/**
 * The credit shell, voucher, TJ Cash and wallet part boxes of the review and payment pages (J§2), each
 * its own form so Enter in one applies that one; the fare summary beside them shows the
 * result.
 */
export function RedemptionBoxes({
  booking,
  tjCashPoints,
  creditShellBalance,
  reply,
  wallets = [],
}: RedemptionBoxesProps) {
  const creditShellPending = usePendingAction(CREDIT_SHELL_FIELD);
  const voucherPending = usePendingAction(VOUCHER_FIELD);
  const tjCashPending = usePendingAction(TJ_CASH_FIELD);
  const voucherCode = booking.redemption?.voucherCode;
  const appliedPoints = booking.redemption?.tjCashPoints ?? 0;
  const appliedShell = booking.redemption?.creditShell ?? 0;
  const appliedWallet = booking.redemption?.walletPart?.wallet;
  const partWallets = wallets.filter((wallet) =>
    appliedWallet ? wallet.mode === appliedWallet : wallet.balance > 0,
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {creditShellBalance > 0 || appliedShell > 0 ? (
        <Form method="post" preventScrollReset className="sm:col-span-2">
          <CreditShellBox
            balance={paise(creditShellBalance)}
            applied={paise(appliedShell)}
            name={CREDIT_SHELL_FIELD}
            pending={creditShellPending !== undefined}
          />
        </Form>
      ) : null}
      <Form method="post" preventScrollReset>
        <VoucherBox
          applied={
            voucherCode
              ? { code: voucherCode, discount: paise(booking.fareSummary.voucherDiscount ?? 0) }
              : undefined
          }
          defaultCode={reply?.typed[VOUCHER_FIELD]}
          errors={reply?.errors[VOUCHER_FIELD]}
          pending={voucherPending}
          className="h-full"
        />
      </Form>
      {tjCashPoints > 0 || appliedPoints > 0 ? (
        <Form method="post" preventScrollReset>
          <PointsBox
            balancePoints={tjCashPoints}
            appliedPoints={appliedPoints}
            defaultPoints={reply?.typed[TJ_CASH_FIELD]}
            errors={reply?.errors[TJ_CASH_FIELD]}
            pending={tjCashPending}
            className="h-full"
          />
        </Form>
      ) : null}
      {partWallets.map((wallet) => (
        <WalletPartForm key={wallet.mode} wallet={wallet} booking={booking} reply={reply} />
      ))}
    </div>
  );
}
