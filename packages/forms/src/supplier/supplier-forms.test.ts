import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { allotmentUploadFormSchema } from "./supplier-forms";

describe("the allotment upload, as its action parses it", () => {
  it("takes a file, or the rows as text", async () => {
    const form = formDataOf({ intent: "load" });
    form.set("allotmentsFile", new File(["Flight number"], "january.csv", { type: "text/csv" }));
    const withFile = parseWithZod(form, { schema: allotmentUploadFormSchema });
    expect(withFile.status === "success" && withFile.value.allotmentsFile?.name).toBe(
      "january.csv",
    );
    const withText = parseWithZod(formDataOf({ intent: "load", csv: "Flight number" }), {
      schema: allotmentUploadFormSchema,
    });
    expect(withText.status === "success" && withText.value.csv).toBe("Flight number");
  });

  it("asks for a file when neither is given (an empty file input posts nothing)", () => {
    const form = formDataOf({ intent: "load", csv: "" });
    form.set("allotmentsFile", new File([], ""));
    const submission = parseWithZod(form, { schema: allotmentUploadFormSchema });
    expect(errorOf(submission)).toEqual({
      allotmentsFile: ["Choose a CSV file, or paste its rows."],
    });
  });
});
