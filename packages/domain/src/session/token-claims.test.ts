import { describe, expect, it } from "vitest";
import { isForeignSessionToken, readTokenClaims } from "./token-claims";

function token(sub: object, exp = 1_800_000_000) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256" })}.${encode({ sub: JSON.stringify(sub), exp })}.signature`;
}

const agent = { userId: "U1", partnerId: "P1", role: "AGENT", name: "Asha Rāo" };

describe("token claims", () => {
  it("decodes the subject (UTF-8 names too) and the expiry", () => {
    const claims = readTokenClaims(token(agent));
    expect(claims?.subject).toMatchObject(agent);
    expect(claims?.expiresAt.toISOString()).toBe("2027-01-15T08:00:00.000Z");
    expect(readTokenClaims(`Bearer ${token(agent)}`)?.subject.userId).toBe("U1");
  });

  it("gives null for what is not a token", () => {
    expect(readTokenClaims("garbage")).toBeNull();
    expect(readTokenClaims("a.b.c")).toBeNull();
    expect(readTokenClaims(token({ userId: "U1" }))).toBeNull();
  });

  it("'if the user id in a response's authorization header differs … a non-consumer client treats it as Access Denied (403)'", () => {
    const other = token({ ...agent, userId: "U2" });
    expect(isForeignSessionToken("U1", other, false)).toBe(true);
    expect(isForeignSessionToken("U1", token(agent), false)).toBe(false);
    expect(isForeignSessionToken("U1", other, true)).toBe(false);
    expect(isForeignSessionToken(undefined, other, false)).toBe(false);
  });
});
