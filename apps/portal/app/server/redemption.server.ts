import { parseWithZod } from "@conform-to/zod/v4";
import {
  type BookingPayload,
  endpoints,
  PAYMENT_WALLETS,
  type PaymentWallet,
  type RedemptionPayload,
  type RedemptionRequest,
  tjCashOutcomeMessage,
  voucherOutcomeMessage,
  walletPartOutcomeMessage,
} from "@wayfare/domain";
import {
  type RedemptionIntent,
  redemptionTypedSchema,
  TJ_CASH_FIELD,
  tjCashFormSchema,
  VOUCHER_FIELD,
  voucherFormSchema,
  WALLET_PART_FIELDS,
  type WalletPartField,
  walletPartFormSchema,
} from "@wayfare/forms";
import type { ServiceGateway } from "./gateway/service-gateway.server";

type BoxField = typeof VOUCHER_FIELD | typeof TJ_CASH_FIELD | WalletPartField;

/** What the boxes show after a submit: each box's messages and the value typed in it. */
export interface RedemptionReply {
  errors: { [field in BoxField]?: string[] };
  typed: { [field in BoxField]?: string };
  /** A message for the page's toast when the service refused the whole request. */
  toast?: string;
}

type Wanted = Omit<RedemptionRequest, "bookingId">;

/** The wallet whose part box posted `intent`, if it was one. */
function walletOfIntent(intent: RedemptionIntent): PaymentWallet | undefined {
  return PAYMENT_WALLETS.find((wallet) => intent.startsWith(`${WALLET_PART_FIELDS[wallet]}:`));
}

function walletPartWanted(
  wallet: PaymentWallet,
  intent: RedemptionIntent,
  current: Wanted,
  formData: FormData,
) {
  if (intent.endsWith(":remove")) {
    const { walletPart: _removed, ...rest } = current;
    return { ok: true as const, wanted: rest };
  }
  const field = WALLET_PART_FIELDS[wallet];
  const submission = parseWithZod(formData, { schema: walletPartFormSchema(field) });
  if (submission.status !== "success")
    return { ok: false as const, errors: submission.reply().error };
  const amount = submission.value[field] as number;
  return { ok: true as const, wanted: { ...current, walletPart: { wallet, amount } } };
}

function wantedFor(intent: RedemptionIntent, booking: BookingPayload, formData: FormData) {
  const applied = booking.redemption?.walletPart;
  const current: Wanted = {
    voucherCode: booking.redemption?.voucherCode ?? "",
    tjCashPoints: booking.redemption?.tjCashPoints ?? 0,
    useCreditShell: (booking.redemption?.creditShell ?? 0) > 0,
    ...(applied ? { walletPart: applied } : {}),
  };
  const wallet = walletOfIntent(intent);
  if (wallet) return walletPartWanted(wallet, intent, current, formData);
  if (intent === "creditShell:apply" || intent === "creditShell:remove") {
    return {
      ok: true as const,
      wanted: { ...current, useCreditShell: intent === "creditShell:apply" },
    };
  }
  if (intent === "voucherCode:remove")
    return { ok: true as const, wanted: { ...current, voucherCode: "" } };
  if (intent === "tjCashPoints:remove")
    return { ok: true as const, wanted: { ...current, tjCashPoints: 0 } };
  if (intent === "voucherCode:apply") {
    const submission = parseWithZod(formData, { schema: voucherFormSchema });
    if (submission.status !== "success")
      return { ok: false as const, errors: submission.reply().error };
    return { ok: true as const, wanted: { ...current, voucherCode: submission.value.voucherCode } };
  }
  const submission = parseWithZod(formData, { schema: tjCashFormSchema });
  if (submission.status !== "success")
    return { ok: false as const, errors: submission.reply().error };
  return { ok: true as const, wanted: { ...current, tjCashPoints: submission.value.tjCashPoints } };
}

/** The spec's messages for what the service refused (J§5), by box. */
function refusals(
  { voucher, tjCash, walletPart }: RedemptionPayload,
  wanted: Wanted,
): RedemptionReply["errors"] {
  const voucherMessage = voucher ? voucherOutcomeMessage(voucher) : undefined;
  const tjCashMessage = tjCash ? tjCashOutcomeMessage(tjCash) : undefined;
  const wallet = wanted.walletPart?.wallet;
  const walletMessage =
    wallet && walletPart ? walletPartOutcomeMessage(wallet, walletPart) : undefined;
  return {
    ...(voucherMessage ? { [VOUCHER_FIELD]: [voucherMessage] } : {}),
    ...(tjCashMessage ? { [TJ_CASH_FIELD]: [tjCashMessage] } : {}),
    ...(wallet && walletMessage ? { [WALLET_PART_FIELDS[wallet]]: [walletMessage] } : {}),
  };
}

/**
 * A credit shell, voucher, TJ Cash or wallet part box's submit (J§4 "applying a voucher or coins"):
 * checked with the form's schema, then the whole redemption wanted (the other boxes' parts
 * kept as they are) sent to the service, whose outcomes become the spec's messages. The
 * page's loader reads the booking again for the new fare summary.
 */
export async function submitRedemption(
  service: ServiceGateway,
  booking: BookingPayload,
  intent: RedemptionIntent,
  formData: FormData,
): Promise<RedemptionReply> {
  const echoed = parseWithZod(formData, { schema: redemptionTypedSchema });
  const typed = echoed.status === "success" ? echoed.value : {};
  const checked = wantedFor(intent, booking, formData);
  if (!checked.ok) return { errors: checked.errors ?? {}, typed };
  const result = await service.call(endpoints.flightRedemption, {
    bookingId: booking.bookingId,
    ...checked.wanted,
  });
  if (!result.ok) return { errors: {}, typed, toast: result.errors[0]?.message };
  return { errors: refusals(result.payload, checked.wanted), typed };
}
