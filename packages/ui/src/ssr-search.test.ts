import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchForm } from "./index";

/**
 * The search form before JavaScript: every field is a native control that a person can use
 * and that posts under its /flight/list parameter name.
 */
function tagWith(html: string, tag: string, needle: string): string {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.find((candidate) => candidate.includes(needle)) ?? "";
}

const airports = [
  { code: "DEL", city: "New Delhi", name: "Indira Gandhi International", country: "India" },
  { code: "BOM", city: "Mumbai", name: "Chhatrapati Shivaji", country: "India" },
];

describe("SearchForm, server-rendered", () => {
  const html = renderToString(
    createElement(SearchForm, {
      airports,
      defaultValues: { from: "DEL", dep: "2026-12-01" },
      errors: { to: ["Please enter where you are flying to"] },
    }),
  );

  it("airports are text inputs with the list as suggestions", () => {
    const from = tagWith(html, "input", 'name="from"');
    expect(from).toContain('value="DEL"');
    expect(from).toMatch(/list="[^"]+"/);
    expect(html).toContain('<option value="BOM">Mumbai (BOM), Chhatrapati Shivaji</option>');
    expect(tagWith(html, "input", 'name="to"')).toContain('aria-invalid="true"');
    expect(html).toContain("Please enter where you are flying to");
  });

  it("dates are native date inputs; the return date is there, for a round trip only", () => {
    expect(tagWith(html, "input", 'name="dep"')).toContain('type="date"');
    expect(tagWith(html, "input", 'name="dep"')).toContain('value="2026-12-01"');
    expect(tagWith(html, "input", 'name="ret"')).toContain('type="date"');
    expect(html).toContain("For a round trip only");
  });

  it("counts are number inputs, the class a select, trip and fare types radios", () => {
    expect(tagWith(html, "input", 'name="ADT"')).toContain('type="number"');
    expect(tagWith(html, "input", 'name="ADT"')).toContain('value="1"');
    expect(tagWith(html, "select", 'name="pClass"')).not.toBe("");
    expect(tagWith(html, "input", 'value="1"')).toContain('name="tripType"');
    expect(tagWith(html, "input", 'value="STUDENT"')).toContain('name="pft"');
  });

  it("offers no swap button before it can work", () => {
    expect(html).not.toContain("Swap origin and destination");
  });
});
