import { describe, expect, it } from "vitest";
import { userInfoPayloadSchema } from "./user-info";

describe("userInfo payload of login and currentUser", () => {
  it("is the token subject with email and mobile", () => {
    const parsed = userInfoPayloadSchema.parse({
      userInfo: {
        userId: "U1",
        partnerId: "P1",
        role: "CUSTOMER",
        name: "Vikram Iyer",
        email: "customer@wayfare.test",
        mobile: null,
      },
    });
    expect(parsed.userInfo.additionalInfo).toEqual({ gps: [], aps: [] });
  });

  it("rejects an answer without a known role", () => {
    const result = userInfoPayloadSchema.safeParse({
      userInfo: { userId: "U1", partnerId: "P1", role: "PILOT", name: "", email: "", mobile: null },
    });
    expect(result.success).toBe(false);
  });
});
