import { describe, expect, it } from "vitest";
import { DEFAULT_INVOICE_SAC_CODE, invoiceSacCode } from "./sac-code";

describe("SAC code (J§3 'SAC code 998552')", () => {
  it("defaults to 998552", () => {
    expect(DEFAULT_INVOICE_SAC_CODE).toBe("998552");
    expect(invoiceSacCode()).toBe("998552");
  });

  it("uses a configured code such as 998551 (air transport reservations)", () => {
    expect(invoiceSacCode(" 998551 ")).toBe("998551");
  });

  it("ignores a malformed configured code", () => {
    expect(invoiceSacCode("12345")).toBe("998552");
    expect(invoiceSacCode("9985511")).toBe("998552");
  });
});
