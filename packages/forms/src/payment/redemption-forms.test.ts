import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  redemptionIntentOf,
  redemptionTypedSchema,
  tjCashFormSchema,
  voucherFormSchema,
  walletPartFormSchema,
} from "./redemption-forms";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("voucher and TJ Cash forms (J§5)", () => {
  it("knows the four intents and nothing else", () => {
    expect(redemptionIntentOf(form({ intent: "voucherCode:apply" }))).toBe("voucherCode:apply");
    expect(redemptionIntentOf(form({ intent: "tjCashPoints:remove" }))).toBe("tjCashPoints:remove");
    expect(redemptionIntentOf(form({ intent: "depositPart:apply" }))).toBe("depositPart:apply");
    expect(redemptionIntentOf(form({ intent: "creditLinePart:remove" }))).toBe(
      "creditLinePart:remove",
    );
    expect(redemptionIntentOf(form({ intent: "pay" }))).toBeUndefined();
  });

  it("reads a wallet part in rupees as paise: 'Please enter an amount in rupees, like 5000 or 5000.50.'", () => {
    const schema = walletPartFormSchema("depositPart");
    const part = parseWithZod(form({ depositPart: "3000.50" }), { schema });
    expect(part.status === "success" && part.value.depositPart).toBe(300_050);
    const bad = parseWithZod(form({ depositPart: "3,000" }), { schema });
    expect(bad.reply().error?.depositPart).toEqual([
      "Please enter an amount in rupees, like 5000 or 5000.50.",
    ]);
  });

  it("'Please fill a voucher' for an empty code", () => {
    const submission = parseWithZod(form({ voucherCode: " " }), { schema: voucherFormSchema });
    expect(submission.reply().error?.voucherCode).toEqual(["Please fill a voucher"]);
  });

  it("'Please enter TJ Cash.' and 'Please enter positive non-decimal value.'", () => {
    const empty = parseWithZod(form({}), { schema: tjCashFormSchema });
    expect(empty.reply().error?.tjCashPoints).toEqual(["Please enter TJ Cash."]);
    const decimal = parseWithZod(form({ tjCashPoints: "2.5" }), { schema: tjCashFormSchema });
    expect(decimal.reply().error?.tjCashPoints).toEqual([
      "Please enter positive non-decimal value.",
    ]);
    const points = parseWithZod(form({ tjCashPoints: "500" }), { schema: tjCashFormSchema });
    expect(points.status === "success" && points.value.tjCashPoints).toBe(500);
  });

  it("keeps what was typed in both boxes, blank as empty, to show again", () => {
    const typed = parseWithZod(form({ voucherCode: "SAVE10", intent: "voucherCode:apply" }), {
      schema: redemptionTypedSchema,
    });
    expect(typed.status === "success" && typed.value).toEqual({
      voucherCode: "SAVE10",
      tjCashPoints: "",
      depositPart: "",
      creditLinePart: "",
    });
  });
});
