import { describe, expect, it } from "vitest";
import { gstDetailsSchema } from "./gst";
import {
  GST_DETAIL_FIELDS,
  gstDetailsToSave,
  gstFormValuesFromSaved,
  MAX_SAVED_GST_DETAILS,
  savedGstKey,
} from "./saved-gst";

const gst = gstDetailsSchema(false).parse({
  gstNumber: "27aapfu0939f1zv",
  registeredName: "Asha Travels",
  billingCompanyName: "Asha Travels Pvt Ltd",
  mobile: "9876543210",
  address: "1 MG Road",
  city: "Pune",
  postalCode: "411001",
});

describe("saved GST details (J§2 history picker, save-GST option)", () => {
  it("keeps at most ten per user", () => {
    expect(MAX_SAVED_GST_DETAILS).toBe(10);
  });

  it("keys them by the GST number in any case and spacing", () => {
    expect(savedGstKey(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(savedGstKey("27AAPFU0939F1ZV")).toBe(savedGstKey("27aapfu0939f1zv"));
  });

  it("saves only when asked to and a GST number is given", () => {
    expect(gstDetailsToSave(gst, true)).toMatchObject({
      gstNumber: "27AAPFU0939F1ZV",
      registeredName: "Asha Travels",
      country: "IN",
    });
    expect(gstDetailsToSave(gst, false)).toBeUndefined();
    expect(gstDetailsToSave(gst, undefined)).toBeUndefined();
    expect(gstDetailsToSave(undefined, true)).toBeUndefined();
    expect(gstDetailsToSave({ ...gst, gstNumber: undefined }, true)).toBeUndefined();
  });

  it("fills every GST field from the chosen entry, an absent one emptied", () => {
    const saved = [
      { gstNumber: "29ABCDE1234F1Z5", registeredName: "Other" },
      { ...gst, gstNumber: "27AAPFU0939F1ZV", accountCode: undefined },
    ];
    const values = gstFormValuesFromSaved(saved, "27aapfu0939f1zv");
    expect(Object.keys(values ?? {})).toEqual([...GST_DETAIL_FIELDS]);
    expect(values).toMatchObject({
      gstNumber: "27AAPFU0939F1ZV",
      registeredName: "Asha Travels",
      registeredEmail: "",
      accountCode: "",
      city: "Pune",
    });
    expect(gstFormValuesFromSaved(saved, "29ABCDE1234F1Z5")?.city).toBe("");
    expect(gstFormValuesFromSaved(saved, "07AAAAA0000A1Z5")).toBeUndefined();
    expect(gstFormValuesFromSaved(saved, undefined)).toBeUndefined();
  });
});
