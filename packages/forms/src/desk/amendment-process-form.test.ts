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
});
