import { describe, expect, it } from "vitest";
import { dynamicFieldIssues } from "./dynamic-fields";
import {
  journeyDynamicFields,
  reportingDetails,
  reportingFieldValues,
} from "./fare-dynamic-fields";

const leg = (fareType: "CORPORATE" | "SME" | "PUBLISHED") => ({ prices: [{ fareType }] });

describe("the dynamic fields a fare asks for (J§5 by basis)", () => {
  it("a corporate fare asks for cost centre, project code and approver email; an SME fare its reference; each once", () => {
    const keys = (fareTypes: ("CORPORATE" | "SME" | "PUBLISHED")[]) =>
      journeyDynamicFields({ tripInfos: fareTypes.map(leg) }).map((field) => field.key);
    expect(keys(["CORPORATE", "CORPORATE"])).toEqual([
      "costCentre",
      "projectCode",
      "approverEmail",
    ]);
    expect(keys(["PUBLISHED", "SME"])).toEqual(["companyReference"]);
    expect(keys(["PUBLISHED"])).toEqual([]);
  });

  it("checks each by its bases with the spec's messages", () => {
    const fields = journeyDynamicFields({ tripInfos: [leg("CORPORATE")] });
    expect(dynamicFieldIssues({ projectCode: "P-9", approverEmail: "boss@" }, fields)).toEqual([
      { field: "costCentre", message: "Cost Centre should not be empty" },
      { field: "projectCode", message: "Project Code should not contains special character" },
      { field: "approverEmail", message: "Please enter valid Email" },
    ]);
    expect(dynamicFieldIssues({ costCentre: "CC 1042" }, fields)).toEqual([]);
  });

  it("keeps what was given, labelled", () => {
    const fields = journeyDynamicFields({ tripInfos: [leg("CORPORATE")] });
    expect(reportingDetails(fields, { costCentre: " CC 1042 ", projectCode: "" })).toEqual([
      { label: "Cost Centre", value: "CC 1042" },
    ]);
  });

  it("gives each asked field the value the booking keeps for it, by label; none kept is empty", () => {
    const fields = journeyDynamicFields({ tripInfos: [leg("CORPORATE")] });
    const kept = [
      { label: "Approver Email", value: "boss@acme.test" },
      { label: "Company Reference", value: "not asked" },
    ];
    expect(reportingFieldValues(fields, kept).map(({ key, value }) => ({ key, value }))).toEqual([
      { key: "costCentre", value: "" },
      { key: "projectCode", value: "" },
      { key: "approverEmail", value: "boss@acme.test" },
    ]);
  });
});
