import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BulkUploadPanel } from "../../index";

/** The attributes of the first `<tag>` whose attributes contain `needle`. */
function tagWith(html: string, tag: string, needle: string): string {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.find((candidate) => candidate.includes(needle)) ?? "";
}

describe("BulkUploadPanel, server-rendered (before JavaScript)", () => {
  const html = renderToString(
    createElement(BulkUploadPanel, {
      passengerCount: 2,
      errors: ["File is too big! Please try a different file."],
    }),
  );

  it("has a visible, labelled native file input that posts the sheet", () => {
    const input = tagWith(html, "input", 'type="file"');
    expect(input).toContain('name="file"');
    expect(input).toContain('accept=".xlsx,.xls,.csv"');
    expect(input).not.toContain("hidden");
    expect(input).toContain('aria-invalid="true"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(id).toBeTruthy();
    expect(tagWith(html, "label", `for="${id}"`)).not.toBe("");
    expect(html).toContain("File is too big! Please try a different file.");
  });

  it("has a submit button that posts the page's form as multipart, unvalidated, with the intent", () => {
    const button = tagWith(html, "button", 'type="submit"');
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="bulk-upload"');
    expect(button).toMatch(/formEncType="multipart\/form-data"/i);
    expect(button).toMatch(/formNoValidate=""/i);
  });
});
