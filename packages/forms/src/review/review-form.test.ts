import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { reviewFormSchema } from "./review-form";

const parse = (entries: Record<string, string>) =>
  parseWithZod(formDataOf(entries), { schema: reviewFormSchema });

describe("the review step's submit (J§2 Review), as its action parses it", () => {
  it("needs the terms ticked: 'Please confirm with the T&C* to proceed.'", () => {
    const message = ["Please confirm with the T&C* to proceed."];
    expect(errorOf(parse({ intent: "pay" }))).toEqual({ termsAccepted: message });
    expect(errorOf(parse({ intent: "hold", termsAccepted: "false" }))).toEqual({
      termsAccepted: message,
    });
  });

  it("'Proceed to pay' or 'Block'; anything else is a payment", () => {
    const hold = parse({ intent: "hold", termsAccepted: "on" });
    expect(hold.status === "success" && hold.value).toEqual({
      intent: "hold",
      termsAccepted: true,
    });
    const other = parse({ intent: "steal", termsAccepted: "on" });
    expect(other.status === "success" && other.value.intent).toBe("pay");
  });
});
