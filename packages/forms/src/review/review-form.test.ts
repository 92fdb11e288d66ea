import { parseWithZod } from "@conform-to/zod/v4";
import { BAGGAGE_LIST_FIELD } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { protectionPreviewSchema, reviewFormSchema } from "./review-form";

const NOTHING_OFFERED = { cancellationProtection: false, tjFlex: false, tripInsurance: false };
const ALL_OFFERED = { cancellationProtection: true, tjFlex: true, tripInsurance: true };

const parse = (entries: Record<string, string>, offers = NOTHING_OFFERED) =>
  parseWithZod(formDataOf(entries), { schema: reviewFormSchema(offers) });

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
      cancellationProtection: false,
      tjFlex: false,
      tripInsurance: false,
      insuranceAgeConfirmed: false,
      baggageProtect: false,
    });
    const other = parse({ intent: "steal", termsAccepted: "on" });
    expect(other.status === "success" && other.value.intent).toBe("pay");
  });

  it("needs a Yes or a No for each product offered: 'Please select either Yes or No'", () => {
    const unanswered = parse({ intent: "pay", termsAccepted: "on" }, ALL_OFFERED);
    expect(errorOf(unanswered)).toEqual({
      cancellationProtection: ["Please select either Yes or No"],
      tjFlex: ["Please select either Yes or No"],
      tripInsurance: ["Please select either Yes or No"],
    });
    const answered = parse(
      {
        intent: "pay",
        termsAccepted: "on",
        cancellationProtection: "yes",
        tjFlex: "no",
        tripInsurance: "no",
        baggageProtect: "on",
      },
      ALL_OFFERED,
    );
    expect(answered.status === "success" && answered.value).toMatchObject({
      cancellationProtection: true,
      tjFlex: false,
      tripInsurance: false,
      baggageProtect: true,
    });
  });

  it("insurance needs the age and terms confirmation: 'Please confirm with the T&C* to proceed.'", () => {
    const entries = {
      termsAccepted: "on",
      cancellationProtection: "no",
      tjFlex: "no",
      tripInsurance: "yes",
    };
    expect(errorOf(parse(entries, ALL_OFFERED))).toEqual({
      tripInsurancePlan: ["Please choose an insurance plan."],
      insuranceAgeConfirmed: ["Please confirm with the T&C* to proceed."],
    });
    const confirmed = parse(
      { ...entries, insuranceAgeConfirmed: "on", tripInsurancePlan: "TRIPSAFE_BASIC" },
      ALL_OFFERED,
    );
    expect(confirmed.status === "success" && confirmed.value.tripInsurancePlan).toBe(
      "TRIPSAFE_BASIC",
    );
  });

  it("insurance Yes needs a plan (our words: 'Please choose an insurance plan.'); with No the plan is not asked for", () => {
    const entries = {
      termsAccepted: "on",
      cancellationProtection: "no",
      tjFlex: "no",
      insuranceAgeConfirmed: "on",
    };
    expect(
      errorOf(parse({ ...entries, tripInsurance: "yes", tripInsurancePlan: "" }, ALL_OFFERED)),
    ).toEqual({ tripInsurancePlan: ["Please choose an insurance plan."] });
    expect(parse({ ...entries, tripInsurance: "no" }, ALL_OFFERED).status).toBe("success");
  });

  it("prices the answers given so far: unanswered is No, insurance once confirmed", () => {
    const preview = (entries: Record<string, string>) =>
      protectionPreviewSchema.parse(Object.fromEntries(formDataOf(entries)));
    expect(preview({ cancellationProtection: "yes", tripInsurance: "yes" })).toEqual({
      cancellationProtection: true,
      tjFlex: false,
      tripInsurance: false,
      insuranceAgeConfirmed: false,
      baggageProtect: false,
    });
    expect(
      preview({
        tjFlex: "yes",
        tripInsurance: "yes",
        tripInsurancePlan: "TRIPSAFE_PREMIUM",
        insuranceAgeConfirmed: "on",
        baggageProtect: "on",
      }),
    ).toEqual({
      cancellationProtection: false,
      tjFlex: true,
      tripInsurance: true,
      tripInsurancePlan: "TRIPSAFE_PREMIUM",
      insuranceAgeConfirmed: true,
      baggageProtect: true,
    });
    // No plan chosen: not insured yet.
    expect(preview({ tripInsurance: "yes", insuranceAgeConfirmed: "on" }).tripInsurance).toBe(
      false,
    );
  });

  it("baggage protect covers the passengers ticked; a shown list with none ticked is refused", () => {
    const post = (passengers: string[]) => {
      const form = formDataOf({ termsAccepted: "on", baggageProtect: "on" });
      form.set(BAGGAGE_LIST_FIELD, "on");
      for (const id of passengers) form.append("baggageProtectPassengers", id);
      return parseWithZod(form, { schema: reviewFormSchema(NOTHING_OFFERED) });
    };
    const two = post(["1", "3"]);
    expect(two.status === "success" && two.value.baggageProtectPassengers).toEqual(["1", "3"]);
    expect(errorOf(post([]))).toEqual({
      baggageProtectPassengers: ["Please select the passengers whose baggage to protect."],
    });
    // One passenger: no list is shown, so it covers everyone.
    const one = parse({ termsAccepted: "on", baggageProtect: "on" });
    expect(one.status === "success" && one.value.baggageProtectPassengers).toBeUndefined();
  });
});
