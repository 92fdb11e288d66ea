import { describe, expect, it } from "vitest";
import { featureToggleSetRequestSchema } from "../api/feature-toggles";
import { paymentPath } from "../flow/payment-route";
import { featureTogglesFor, isFeatureEnabled, mayManageFeatureToggles } from "./feature-toggles";

const on = (feature: string, target: string) => ({ feature, target, enabled: true });
const off = (feature: string, target: string) => ({ feature, target, enabled: false });

describe("feature toggles 'set by user id or the value All' (F§6)", () => {
  it("sends a user only its own id, or All", () => {
    const settings = [on("paymentV2", "U1"), on("paymentV2", "U2"), on("paymentV3", "All")];
    expect(featureTogglesFor(settings, "U1")).toEqual({ paymentV2: ["U1"], paymentV3: ["All"] });
    expect(featureTogglesFor(settings, "U3")).toEqual({ paymentV3: ["All"] });
    expect(featureTogglesFor(settings, undefined)).toEqual({ paymentV3: ["All"] });
  });

  it("lets a user's own setting win over All: off for one user while on for All", () => {
    const settings = [on("paymentV2", "All"), off("paymentV2", "U1")];
    const forU1 = featureTogglesFor(settings, "U1");
    const forU2 = featureTogglesFor(settings, "U2");
    expect(isFeatureEnabled(forU1.paymentV2, "U1")).toBe(false);
    expect(isFeatureEnabled(forU2.paymentV2, "U2")).toBe(true);
    expect(paymentPath({ userId: "U1", toggles: forU1 })).toBe("/flight/payment/");
    expect(paymentPath({ userId: "U2", toggles: forU2 })).toBe("/flight/payment_V2/");
  });

  it("leaves a feature turned off everywhere out", () => {
    expect(featureTogglesFor([off("paymentV3", "All"), off("paymentV3", "U1")], "U1")).toEqual({});
  });

  it("is set by admins only", () => {
    expect(mayManageFeatureToggles("ADMIN")).toBe(true);
    expect(mayManageFeatureToggles("SUPERVISOR")).toBe(false);
  });

  it("takes a user id or All as the target, and nothing else", () => {
    const set = (target: string) =>
      featureToggleSetRequestSchema.safeParse({
        data: { feature: "paymentV2", target, enabled: true },
      });
    expect(set("All").success).toBe(true);
    expect(set("U42").success).toBe(true);
    expect(set("all").error?.issues[0]?.message).toBe("Enter a user id, such as U123, or All.");
    expect(
      featureToggleSetRequestSchema.safeParse({
        data: { feature: "paymentV2", target: "All", enabled: true, by: "U1" },
      }).success,
    ).toBe(false);
  });
});
