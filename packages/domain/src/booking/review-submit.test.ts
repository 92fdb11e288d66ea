import { describe, expect, it } from "vitest";
import { reviewSubmitSchema } from "./review-submit";

describe("the review step's submit (J§2 Review)", () => {
  it("needs the terms ticked: 'Please confirm with the T&C* to proceed.'", () => {
    const result = reviewSubmitSchema.safeParse({ intent: "pay" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please confirm with the T&C* to proceed.");
    expect(reviewSubmitSchema.safeParse({ intent: "pay", termsAccepted: "false" }).success).toBe(
      false,
    );
  });

  it("'Proceed to pay' or 'Block'; anything else is a payment", () => {
    expect(reviewSubmitSchema.parse({ intent: "hold", termsAccepted: "on" })).toEqual({
      intent: "hold",
      termsAccepted: true,
    });
    expect(reviewSubmitSchema.parse({ intent: "steal", termsAccepted: "on" }).intent).toBe("pay");
  });
});
