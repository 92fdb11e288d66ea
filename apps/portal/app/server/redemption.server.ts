import { parseWithZod } from "@conform-to/zod/v4";
import {
  type BookingPayload,
  endpoints,
  type RedemptionPayload,
  tjCashOutcomeMessage,
  voucherOutcomeMessage,
} from "@wayfare/domain";
import {
  type RedemptionIntent,
  redemptionTypedSchema,
  TJ_CASH_FIELD,
  tjCashFormSchema,
  VOUCHER_FIELD,
  voucherFormSchema,
} from "@wayfare/forms";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** What the boxes show after a submit: each box's messages and the value typed in it. */
export interface RedemptionReply {
  errors: { [VOUCHER_FIELD]?: string[]; [TJ_CASH_FIELD]?: string[] };
  typed: { [VOUCHER_FIELD]?: string; [TJ_CASH_FIELD]?: string };
  /** A message for the page's toast when the service refused the whole request. */
  toast?: string;
}

type Wanted = { voucherCode: string; tjCashPoints: number; useCreditShell: boolean };

function wantedFor(intent: RedemptionIntent, booking: BookingPayload, formData: FormData) {
  const current: Wanted = {
    voucherCode: booking.redemption?.voucherCode ?? "",
    tjCashPoints: booking.redemption?.tjCashPoints ?? 0,
    useCreditShell: (booking.redemption?.creditShell ?? 0) > 0,
  };
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
function refusals({ voucher, tjCash }: RedemptionPayload): RedemptionReply["errors"] {
  const voucherMessage = voucher ? voucherOutcomeMessage(voucher) : undefined;
  const tjCashMessage = tjCash ? tjCashOutcomeMessage(tjCash) : undefined;
  return {
    ...(voucherMessage ? { [VOUCHER_FIELD]: [voucherMessage] } : {}),
    ...(tjCashMessage ? { [TJ_CASH_FIELD]: [tjCashMessage] } : {}),
  };
}

/**
 * A credit shell, voucher or TJ Cash box's submit (J§4 "applying a voucher or coins"):
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
  return { errors: refusals(result.payload), typed };
}
