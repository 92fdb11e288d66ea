import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { payloadText } from "../binding/payload-text";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { amendmentProcessFormSchema } from "./amendment-process-form";

const parse = (entries: Record<string, string>) =>
  parseWithZod(formDataOf(entries), { schema: amendmentProcessFormSchema });

describe("the travel desk's form, as the manage-carts action parses it", () => {
  it("gives the request, its outcome and the note", () => {
    const submission = parse({ requestId: "AR0000000001", outcome: "COMPLETED", note: " Done " });
    expect(submission.status === "success" && submission.value).toEqual({
      requestId: "AR0000000001",
      outcome: "COMPLETED",
      note: "Done",
    });
  });

  it("answers the domain's messages, and keeps the request id the post was for", () => {
    const submission = parse({ requestId: "AR0000000001" });
    expect(errorOf(submission)).toEqual({
      outcome: ["Please choose whether the request was done or refused"],
      note: ["Please write what was done, or why it was refused"],
    });
    expect(payloadText(submission.payload, "requestId")).toBe("AR0000000001");
    expect(payloadText(parse({}).payload, "requestId")).toBe("");
  });

  it("reads a corrected name on a correction, and none when its fields are left empty", () => {
    const corrected = parse({
      requestId: "AR0000000001",
      outcome: "COMPLETED",
      note: "Corrected",
      "nameCorrection.passengerId": "1",
      "nameCorrection.firstName": "Ravi",
      "nameCorrection.lastName": "Kumar",
    });
    expect(corrected.status === "success" && corrected.value.nameCorrection).toEqual({
      passengerId: "1",
      firstName: "Ravi",
      lastName: "Kumar",
    });
    const none = parse({
      requestId: "AR0000000001",
      outcome: "COMPLETED",
      note: "Address updated",
      "nameCorrection.passengerId": "",
      "nameCorrection.firstName": "",
      "nameCorrection.lastName": "",
    });
    expect(none.status === "success" && none.value.nameCorrection).toBeUndefined();
  });

  it("holds the corrected name to the name rules, and a refused request to no name", () => {
    const entries = {
      requestId: "AR0000000001",
      note: "No",
      "nameCorrection.passengerId": "1",
      "nameCorrection.firstName": "Rav1",
    };
    expect(errorOf(parse({ ...entries, outcome: "COMPLETED" }))).toEqual({
      "nameCorrection.firstName": ["Name cannot contain Numbers"],
    });
    expect(
      errorOf(parse({ ...entries, "nameCorrection.firstName": "Ravi", outcome: "REJECTED" })),
    ).toEqual({
      "nameCorrection.firstName": ["A refused request changes no name: clear the corrected name."],
    });
  });
});
