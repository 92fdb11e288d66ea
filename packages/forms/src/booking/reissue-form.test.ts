import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  REISSUE_FORM_MESSAGES,
  reissueChoiceFormSchema,
  reissueConfirmFormSchema,
  reissueRefundFormSchema,
} from "./reissue-form";

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe("the reissue forms (decision 0069)", () => {
  it(`a flight must be chosen: '${REISSUE_FORM_MESSAGES.flightRequired}'`, () => {
    const none = parseWithZod(formData({ bookingId: "WF2611270000001", tripIndex: "0" }), {
      schema: reissueChoiceFormSchema,
    });
    expect(none.status).toBe("error");
    expect(none.status === "error" && none.error?.priceId).toEqual([
      REISSUE_FORM_MESSAGES.flightRequired,
    ]);
    const chosen = parseWithZod(
      formData({ bookingId: "wf2611270000001", tripIndex: "1", priceId: "AI101-DEL-BOM" }),
      { schema: reissueChoiceFormSchema },
    );
    expect(chosen.status === "success" && chosen.value).toEqual({
      bookingId: "WF2611270000001",
      tripIndex: 1,
      priceId: "AI101-DEL-BOM",
    });
  });

  it("a refund's amount is below zero; the wallet is required", () => {
    const refund = parseWithZod(
      formData({ reissueId: "RI123456789012", wallet: "DEPOSIT", amount: "-45000" }),
      { schema: reissueConfirmFormSchema },
    );
    expect(refund.status === "success" && refund.value.amount).toBe(-45000);
    const noWallet = parseWithZod(formData({ reissueId: "RI123456789012", amount: "1" }), {
      schema: reissueConfirmFormSchema,
    });
    expect(noWallet.status === "error" && noWallet.error?.wallet).toEqual([
      "Please choose a payment mode",
    ]);
  });

  it("a refund back the way the booking was paid needs no wallet", () => {
    const refund = parseWithZod(formData({ reissueId: "RI123456789012", amount: "-45000" }), {
      schema: reissueRefundFormSchema,
    });
    expect(refund.status === "success" && refund.value).toEqual({
      reissueId: "RI123456789012",
      amount: -45000,
    });
  });
});
