import { describe, expect, it } from "vitest";
import { miscellaneousChargeFormSchema } from "../miscellaneous-charge/miscellaneous-charge-form";
import { bookingImportFormSchema } from "./booking-import-form";

describe("the IMPORT and miscellaneous invoice forms (decision 0084)", () => {
  it("import: a PNR in either case and a last name, with the domain's messages", () => {
    expect(bookingImportFormSchema.parse({ pnr: "x7kq2p", lastName: " Rao " })).toEqual({
      pnr: "X7KQ2P",
      lastName: "Rao",
    });
    const refused = bookingImportFormSchema.safeParse({ pnr: "X7KQ2PP", lastName: "" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Please enter the airline PNR (6 letters and digits)",
      "Please enter the last name of a passenger on the booking",
    ]);
  });

  it("miscellaneous charge: the description as typed and whole rupees as paise", () => {
    const parsed = miscellaneousChargeFormSchema.parse({
      description: "सेवा शुल्क",
      amount: "1,500",
      idempotencyKey: "0b6f7c1e-5d2a-4c1b-9f3e-1a2b3c4d5e6f",
    });
    expect(parsed).toMatchObject({ description: "सेवा शुल्क", amount: 150_000 });
  });
});
