import { journeyDynamicFields } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { checkReportingDetailsForm } from "./reporting-details-form";

const fields = journeyDynamicFields({ tripInfos: [{ prices: [{ fareType: "CORPORATE" }] }] });
const posted = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe("the reporting details form (F§7, J§5 by basis)", () => {
  it("gives each field the spec's message", () => {
    const checked = checkReportingDetailsForm(
      fields,
      posted({ costCentre: "CC-77", approverEmail: "boss@" }),
    );
    expect(checked.status === "error" && checked.error).toEqual({
      costCentre: ["Cost Centre should not contains special character"],
      approverEmail: ["Please enter valid Email"],
    });
    const empty = checkReportingDetailsForm(fields, posted({ costCentre: " " }));
    expect(empty.status === "error" && empty.error).toEqual({
      costCentre: ["Cost Centre should not be empty"],
    });
  });

  it("keeps the values, an empty optional one as none", () => {
    const checked = checkReportingDetailsForm(
      fields,
      posted({ costCentre: " CC 77 ", projectCode: "", approverEmail: "boss@acme.test" }),
    );
    expect(checked.status).toBe("success");
    expect(checked.status === "success" && checked.value).toEqual({
      costCentre: "CC 77",
      projectCode: undefined,
      approverEmail: "boss@acme.test",
    });
  });
});
