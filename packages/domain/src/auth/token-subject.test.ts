import { describe, expect, it } from "vitest";
import { parseTokenSubject, serialiseTokenSubject, type TokenSubjectInput } from "./token-subject";

const subject: TokenSubjectInput = {
  userId: "U100",
  partnerId: "P1",
  role: "AGENT",
  name: "Asha Travels",
  additionalInfo: { gps: [], aps: ["flight"], logoUrl: "/logo.svg" },
  bs: { balance: 1000 },
  ds: { oldDueInfo: null },
};

describe("token subject (foundations §3)", () => {
  it("round-trips the JSON subject with userId, partnerId, role, name and additionalInfo", () => {
    const parsed = parseTokenSubject(serialiseTokenSubject(subject));
    expect(parsed).toMatchObject(subject);
  });

  it("defaults the gps and aps lists", () => {
    const parsed = parseTokenSubject(
      JSON.stringify({ userId: "U", partnerId: "P", role: "GUEST", name: "" }),
    );
    expect(parsed?.additionalInfo).toEqual({ gps: [], aps: [] });
  });

  it("rejects what is not a subject", () => {
    expect(parseTokenSubject("not json")).toBeNull();
    expect(parseTokenSubject(JSON.stringify({ ...subject, role: "PILOT" }))).toBeNull();
    expect(parseTokenSubject(undefined)).toBeNull();
  });
});
