import { describe, expect, it } from "vitest";
import { attemptAddressKey, UNKNOWN_CLIENT_ADDRESS } from "./client-address";

describe("attemptAddressKey: what an attempt limit counts a caller by", () => {
  it("an IPv4 address as it is, also written IPv4-mapped", () => {
    expect(attemptAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(attemptAddressKey(" ::FFFF:203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("an IPv6 address by its /64, however it is written", () => {
    expect(attemptAddressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(attemptAddressKey("2001:0DB8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(attemptAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(attemptAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(attemptAddressKey("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
    expect(attemptAddressKey("2001:db8:1:3::1")).not.toBe(attemptAddressKey("2001:db8:1:2::1"));
  });

  it("absent, empty or not an address: unknown", () => {
    for (const value of [
      null,
      undefined,
      "",
      "localhost",
      "203.0.113.7, 198.51.100.1",
      "01.2.3.4",
      "256.1.1.1",
      "fe80::1%eth0",
      "1::2::3",
      "1.2.3.4\u0000",
      "x".repeat(10_000),
    ]) {
      expect(attemptAddressKey(value)).toBe(UNKNOWN_CLIENT_ADDRESS);
    }
  });
});
