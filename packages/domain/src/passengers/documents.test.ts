import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, documentIdError, documentUploadSchema } from "./documents";

describe("documents (J§5)", () => {
  it("'Document Id should not be empty' when the document is mandatory", () => {
    expect(documentIdError(" ", true)).toBe("Document Id should not be empty");
    expect(documentIdError(undefined, false)).toBeUndefined();
    expect(documentIdError("EMP-42", true)).toBeUndefined();
  });

  it("'Please upload the document' and 'File is too big! Please try a different file.'", () => {
    const mandatory = documentUploadSchema({ mandatory: true });
    expect(mandatory.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Please upload the document",
    );
    expect(mandatory.safeParse(new File([], "")).error?.issues[0]?.message).toBe(
      "Please upload the document",
    );
    expect(
      mandatory.safeParse({ name: "id.pdf", size: DOCUMENT_MAX_BYTES + 1 }).error?.issues[0]
        ?.message,
    ).toBe("File is too big! Please try a different file.");
    const file = new File(["%PDF"], "id.pdf");
    expect(mandatory.parse(file)).toBe(file);
    expect(documentUploadSchema({ mandatory: false }).parse(undefined)).toBeUndefined();
    expect(
      documentUploadSchema({ mandatory: false, maxBytes: 2 }).safeParse(file).error?.issues[0]
        ?.message,
    ).toBe("File is too big! Please try a different file.");
  });
});
