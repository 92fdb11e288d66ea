import { parseWithZod } from "@conform-to/zod/v4";
import { directTrip } from "@wayfare/domain/trip-fixtures";
import { unguardedTextFields } from "@wayfare/domain/unguarded-text";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import * as forms from "./index";

const isSchema = (value: unknown): value is ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Every form schema this package exports, and those built for a journey or a day. */
const SCHEMAS: [string, ZodType][] = [
  ...Object.entries(forms as Record<string, unknown>).filter((entry): entry is [string, ZodType] =>
    isSchema(entry[1]),
  ),
  ["cardPaymentFormSchema(today)", forms.cardPaymentFormSchema(new Date("2026-03-01"))],
  [
    "addOnsFormSchema(ssr)",
    forms.addOnsFormSchema({
      bookingId: "WF1234567890123",
      passengers: [
        { passengerIndex: 0, type: "ADULT", name: "Mr Ravi Kumar", carriesInfant: false },
      ],
      segments: [],
      addOns: [],
    }),
  ],
  [
    "passengerDetailsFormSchema(journey)",
    forms.passengerDetailsFormSchema({
      paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
      tripInfos: [directTrip("T1", "0900", [{ id: "p1", total: 500000 }])],
      isDomestic: true,
    }),
  ],
];

/** The fields of several lines, which keep tabs and line breaks (the domain's multi-line rule). */
const MULTI_LINE: Record<string, string[]> = {
  baggageClaimFormSchema: [".description"],
  allotmentUploadFormSchema: [".csv"],
};

describe("every form's text fields refuse control characters (the domain's rule)", () => {
  it("finds the forms", () => {
    expect(SCHEMAS.length).toBeGreaterThan(15);
  });

  for (const [name, schema] of SCHEMAS) {
    it(name, () => {
      expect(unguardedTextFields(schema, MULTI_LINE[name])).toEqual([]);
    });
  }

  it("a posted NUL is the field's error, as the server action and the browser show it", () => {
    const data = new FormData();
    data.set("username", "asha@example.com\u0000");
    data.set("password", "Fresh@123");
    const submission = parseWithZod(data, { schema: forms.loginFormSchema });
    expect(submission.status === "error" && submission.error).toEqual({
      username: ["Please enter a valid Email or Mobile"],
    });
  });
});
