import { describe, expect, it } from "vitest";
import { contactFields, gstFields, passengerFields } from "./passenger-details-fields";

const form = {
  id: "passengers",
  initialValue: {
    passengers: [{}, { firstName: "Ravi" }],
    contact: { email: "asha@example.in" },
  },
  allErrors: {
    "passengers[1].lastName": ["Please enter Last Name"],
    "gst.gstNumber": ["Please enter valid GST Number"],
  },
};

describe("the passenger details form's fieldsets, bound to the ui's", () => {
  it("binds each passenger's fields under passengers[i]", () => {
    const fields = passengerFields(form, 1);
    expect(Object.keys(fields)).toEqual([
      "title",
      "firstName",
      "lastName",
      "dob",
      "pNat",
      "pNum",
      "pid",
      "eD",
      "pan",
      "frequentFlyer",
      "employeeId",
      "email",
      "mobile",
      "documentId",
      "document",
    ]);
    expect(fields.firstName).toEqual({
      id: "passengers-passengers-1-firstName",
      name: "passengers[1].firstName",
      defaultValue: "Ravi",
      errors: [],
    });
    expect(fields.lastName.errors).toEqual(["Please enter Last Name"]);
  });

  it("binds the contact and GST fields under contact. and gst.", () => {
    expect(contactFields(form).email).toMatchObject({
      name: "contact.email",
      defaultValue: "asha@example.in",
    });
    expect(contactFields(form).emergencyContactMobile.name).toBe("contact.emergencyContactMobile");
    expect(gstFields(form).gstNumber).toMatchObject({
      name: "gst.gstNumber",
      errors: ["Please enter valid GST Number"],
    });
  });
});
