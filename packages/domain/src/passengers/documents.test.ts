import { describe, expect, it } from "vitest";
import {
  DOCUMENT_MAX_BYTES,
  documentContentError,
  documentIdError,
  documentPairIssues,
  documentUploadSchema,
} from "./documents";

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

describe("an uploaded document's bytes and its id (J§5)", () => {
  const pdf = new TextEncoder().encode("%PDF-1.4 ...");

  it("takes a PDF, JPEG or PNG whose bytes say so", () => {
    expect(documentContentError("application/pdf", pdf)).toBeUndefined();
    expect(
      documentContentError("image/png", Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0)),
    ).toBeUndefined();
    expect(
      documentContentError("image/jpeg", Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)),
    ).toBeUndefined();
  });

  it("refuses a renamed file, an empty one and one over the limit with the spec's words", () => {
    expect(documentContentError("image/png", pdf)).toBe("Please upload a PDF, JPG or PNG file.");
    expect(documentContentError("text/plain", pdf)).toBe("Please upload a PDF, JPG or PNG file.");
    expect(documentContentError("application/pdf", new Uint8Array())).toBe(
      "Please upload the document",
    );
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(pdf);
    expect(documentContentError("application/pdf", big)).toBe(
      "File is too big! Please try a different file.",
    );
  });

  it("needs the id and the file together", () => {
    expect(documentPairIssues("EMP-42", false)).toEqual([
      { field: "document", message: "Please upload the document" },
    ]);
    expect(documentPairIssues(" ", true)).toEqual([
      { field: "documentId", message: "Document Id should not be empty" },
    ]);
    expect(documentPairIssues(undefined, false)).toEqual([]);
    expect(documentPairIssues("EMP-42", true)).toEqual([]);
  });
});
