import { describe, expect, it } from "vitest";
import { type LinkedAccountState, linkedSwitchRefusal, linkRefusal } from "./linked-accounts";

const agencies: LinkedAccountState[] = [
  { userId: "U10", status: "ACTIVE" },
  { userId: "U11", status: "ACTIVE" },
  { userId: "U12", status: "INACTIVE" },
];

describe("switching between linked accounts (F§4 'Linked-user switching exists', F§7)", () => {
  it("an agent of several agencies switches to another of their accounts", () => {
    expect(linkedSwitchRefusal(agencies, "U10", "U11")).toBeUndefined();
    expect(linkedSwitchRefusal(agencies, "U11", "U10")).toBeUndefined();
  });

  it("an account outside the caller's links is refused as not linked", () => {
    expect(linkedSwitchRefusal(agencies, "U10", "U99")).toBe("not-linked");
  });

  it("a caller whose own account is not among the links switches nowhere", () => {
    expect(linkedSwitchRefusal(agencies, "U99", "U10")).toBe("not-linked");
    expect(linkedSwitchRefusal([], "U10", "U11")).toBe("not-linked");
  });

  it("the account one is in is no switch", () => {
    expect(linkedSwitchRefusal(agencies, "U10", "U10")).toBe("not-linked");
  });

  it("an inactive linked account is refused as inactive", () => {
    expect(linkedSwitchRefusal(agencies, "U10", "U12")).toBe("inactive");
  });
});

describe("linking one person's accounts (a manager's action, decision 0080)", () => {
  it("links two accounts the manager manages, into the group of the second", () => {
    expect(linkRefusal("U1", "U2", true, { of: undefined, ofLinkedTo: undefined })).toBeUndefined();
    expect(linkRefusal("U1", "U2", true, { of: undefined, ofLinkedTo: "g" })).toBeUndefined();
  });

  it("refuses what the manager does not manage, an account with itself, and one linked elsewhere", () => {
    expect(linkRefusal("U1", "U2", false, { of: undefined, ofLinkedTo: undefined })).toBe(
      "not-managed",
    );
    expect(linkRefusal("U1", "U1", true, { of: undefined, ofLinkedTo: undefined })).toBe(
      "same-account",
    );
    expect(linkRefusal("U1", "U2", true, { of: "h", ofLinkedTo: "g" })).toBe("already-linked");
  });

  it("linking again what is already linked together is no change, not a refusal", () => {
    expect(linkRefusal("U1", "U2", true, { of: "g", ofLinkedTo: "g" })).toBeUndefined();
  });
});
