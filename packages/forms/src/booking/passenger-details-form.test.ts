import { parseWithZod } from "@conform-to/zod/v4";
import { directTrip } from "@wayfare/domain/trip-fixtures";
import { describe, expect, it } from "vitest";
import { passengerDetailsFormSchema } from "./passenger-details-form";

const journey = {
  paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
  tripInfos: [directTrip("T1", "0900", [{ id: "p1", total: 500000 }])],
  isDomestic: true,
};

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const contact = {
  "contact.countryCode": "+91",
  "contact.mobile": "9876543210",
  "contact.email": "asha@example.in",
};

/** Two adults and the contact, every required field given. */
const raoFamily = {
  "passengers[0].title": "Mrs",
  "passengers[0].firstName": "Asha",
  "passengers[0].lastName": "Rao",
  "passengers[1].title": "Mr",
  "passengers[1].firstName": "Ravi",
  "passengers[1].lastName": "Rao",
  ...contact,
};

describe("passenger details form, as the server action parses it (J§5)", () => {
  it("places each passenger's messages on that passenger's fields", () => {
    const submission = parseWithZod(
      formData({
        "passengers[0].title": "Mr",
        "passengers[0].firstName": "Ravi",
        "passengers[0].lastName": "Kumar",
        "passengers[1].title": "",
        "passengers[1].firstName": "",
        "passengers[1].lastName": "",
        ...contact,
        "contact.email": "not-an-email",
      }),
      { schema: passengerDetailsFormSchema(journey) },
    );
    expect(submission.status).toBe("error");
    const error = submission.status === "error" ? submission.error : {};
    expect(error).toEqual({
      "passengers[1].title": ["Title should not be empty"],
      "passengers[1].firstName": ["Name should not be empty"],
      "contact.email": ["Please enter valid Email"],
    });
  });

  it("'Two passengers can't have the same name'", () => {
    const same = { title: "Mr", firstName: "Ravi", lastName: "Kumar" };
    const submission = parseWithZod(
      formData({
        ...Object.fromEntries(Object.entries(same).map(([k, v]) => [`passengers[0].${k}`, v])),
        ...Object.fromEntries(Object.entries(same).map(([k, v]) => [`passengers[1].${k}`, v])),
        ...contact,
      }),
      { schema: passengerDetailsFormSchema(journey) },
    );
    const messages = Object.values(submission.status === "error" ? (submission.error ?? {}) : {});
    expect(messages.flat()).toContain("Two passengers can't have the same name");
  });

  it("a complete form parses to typed passengers and the contact", () => {
    const submission = parseWithZod(
      formData({
        "passengers[0].title": "Mrs",
        "passengers[0].firstName": "Asha  Devi",
        "passengers[0].lastName": "Rao",
        "passengers[1].title": "Mr",
        "passengers[1].firstName": "Ravi",
        "passengers[1].lastName": "Rao",
        ...contact,
      }),
      { schema: passengerDetailsFormSchema(journey) },
    );
    expect(submission.status).toBe("success");
    const value = submission.status === "success" ? submission.value : undefined;
    expect(value?.passengers.map((p) => [p.type, p.title, p.firstName])).toEqual([
      ["ADULT", "Mrs", "Asha Devi"],
      ["ADULT", "Mr", "Ravi"],
    ]);
    expect(value?.contact).toMatchObject({ mobile: "9876543210", email: "asha@example.in" });
    expect(value?.allowDuplicate).toBe(false);
    expect(value?.saveGst).toBe(false);
  });

  it("the GST section's save option posts saveGst", () => {
    const submission = parseWithZod(
      formData({
        ...raoFamily,
        saveGst: "true",
      }),
      { schema: passengerDetailsFormSchema(journey) },
    );
    expect(submission.status === "success" && submission.value.saveGst).toBe(true);
  });

  it("'book anyway' on the duplicate-booking question posts allowDuplicate", () => {
    const submission = parseWithZod(
      formData({
        ...raoFamily,
        allowDuplicate: "true",
      }),
      { schema: passengerDetailsFormSchema(journey) },
    );
    expect(submission.status === "success" && submission.value.allowDuplicate).toBe(true);
  });

  it("GST is optional, but a GST number needs the rest of the billing details (J§3)", () => {
    const passengers = raoFamily;
    const schema = passengerDetailsFormSchema(journey);
    expect(parseWithZod(formData(passengers), { schema }).status).toBe("success");

    const partial = parseWithZod(formData({ ...passengers, "gst.gstNumber": "27aapfu0939f1zv" }), {
      schema,
    });
    const error = partial.status === "error" ? partial.error : {};
    expect(error?.["gst.registeredName"]).toEqual(["Registered Name required"]);
    expect(error?.["gst.address"]).toEqual(["Address required"]);
    expect(error?.["gst.mobile"]).toEqual(["Please enter GST Mobile Number"]);
  });
});
