import { describe, expect, it } from "vitest";
import { devEndpoints } from "./dev-endpoints";
import { endpoints } from "./endpoints";

const name = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe("the development-only endpoint table", () => {
  it("is apart from the endpoint table: no path of one is in the other", () => {
    const product = new Set(Object.values(endpoints).map(name));
    expect(Object.values(devEndpoints).filter((entry) => product.has(name(entry)))).toEqual([]);
  });

  it("takes every input as the body's data, none in a query string", () => {
    for (const entry of Object.values(devEndpoints)) expect(entry.method).toBe("POST");
    expect(devEndpoints.devOutbox.request.parse({ recipient: " Agent@Wayfare.test " })).toEqual({
      recipient: "agent@wayfare.test",
    });
    expect(devEndpoints.devExpireBooking.request.parse({ bookingId: "wf2603010000001" })).toEqual({
      bookingId: "WF2603010000001",
    });
  });

  it("refuses control characters and overlong texts", () => {
    expect(devEndpoints.devOutbox.request.safeParse({ recipient: "a@b.test\u0000" }).success).toBe(
      false,
    );
    expect(devEndpoints.devAccounts.request.safeParse({ like: "x".repeat(255) }).success).toBe(
      false,
    );
    expect(
      devEndpoints.devAccounts.request.safeParse({ like: "agent@wayfare.test", partnerId: "x" })
        .success,
    ).toBe(false);
  });
});
