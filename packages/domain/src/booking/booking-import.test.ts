import { describe, expect, it } from "vitest";
import { bookingImportRequestSchema } from "../api/booking-import";
import { isImportableOwner, lastNameMatches, mayImportBooking } from "./booking-import";

describe("IMPORT of a PNR the service knows (F§2 flow types; decision 0084)", () => {
  it("is for agents and their staff only", () => {
    expect(mayImportBooking({ role: "AGENT" })).toBe(true);
    expect(mayImportBooking({ role: "AGENT_STAFF" })).toBe(true);
    for (const role of ["CUSTOMER", "GUEST", "ADMIN", "CORPORATE", "WHITELABEL_PARTNER"] as const) {
      expect(mayImportBooking({ role })).toBe(false);
    }
  });

  it("takes over retail customers' and guests' bookings only", () => {
    expect(isImportableOwner("CUSTOMER")).toBe(true);
    expect(isImportableOwner("GUEST")).toBe(true);
    expect(isImportableOwner("AGENT")).toBe(false);
    expect(isImportableOwner("CORPORATE_EMPLOYEE")).toBe(false);
  });

  it("matches any passenger's last name, in any case", () => {
    const passengers = [{ lastName: "Sharma" }, { lastName: "शर्मा" }];
    expect(lastNameMatches(passengers, "  sHARMA ")).toBe(true);
    expect(lastNameMatches(passengers, "शर्मा")).toBe(true);
    expect(lastNameMatches(passengers, "Verma")).toBe(false);
  });

  it("asks for a PNR and a last name with its own words, and nothing else", () => {
    const parse = (data: unknown) => bookingImportRequestSchema.safeParse({ data });
    expect(parse({ pnr: " x7kq2p ", lastName: "Sharma" }).data?.data.pnr).toBe("X7KQ2P");
    expect(parse({ pnr: "X7KQ2", lastName: "Sharma" }).error?.issues[0]?.message).toBe(
      "Please enter the airline PNR (6 letters and digits)",
    );
    expect(parse({ pnr: "X7KQ2P", lastName: " " }).error?.issues[0]?.message).toBe(
      "Please enter the last name of a passenger on the booking",
    );
    expect(parse({ pnr: "X7KQ2P", lastName: "Sharma", userId: "U1" }).success).toBe(false);
  });
});
