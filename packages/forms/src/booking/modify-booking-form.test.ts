import { parseWithZod } from "@conform-to/zod/v4";
import type { SsrPayload } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { formDataOf } from "../testing/form-data";
import { modifyBookingFormSchema, modifyBookingPayFormSchema } from "./modify-booking-form";

const ssr = {
  passengers: [{ passengerIndex: 0, type: "ADULT" }],
  segments: [{ segmentId: "6E2031-DEL-BOM" }],
} as unknown as SsrPayload;

describe("the modify-booking forms, as their actions parse them", () => {
  it("keeps seats, meals and baggage, not airport services", () => {
    const submission = parseWithZod(
      formDataOf({
        "seat.6E2031-DEL-BOM.0": "12a",
        "baggage.6E2031-DEL-BOM.0": "XBAG5",
        "fastForward.6E2031-DEL-BOM": "on",
        "wheelchair.0": "WCHR",
      }),
      { schema: modifyBookingFormSchema(ssr) },
    );
    expect(submission.status === "success" && submission.value).toEqual([
      { segmentId: "6E2031-DEL-BOM", passengerIndex: 0, seatNo: "12A", baggageCode: "XBAG5" },
    ]);
  });

  it("pays a quote from a wallet for the amount shown", () => {
    const submission = parseWithZod(
      formDataOf({ modificationId: "MB123456789012", wallet: "DEPOSIT", amount: "45000" }),
      { schema: modifyBookingPayFormSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      modificationId: "MB123456789012",
      wallet: "DEPOSIT",
      amount: 45000,
    });
    const noWallet = parseWithZod(formDataOf({ modificationId: "MB123456789012", amount: "1" }), {
      schema: modifyBookingPayFormSchema,
    });
    expect(noWallet.status === "error" && noWallet.error?.wallet).toEqual([
      "Please choose a payment mode",
    ]);
  });
});
