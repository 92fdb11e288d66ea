import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  AirportComboBox,
  Checkbox,
  DatePicker,
  DateTime,
  Duration,
  NumberField,
  Price,
  Radio,
  RadioGroup,
  Select,
  Switch,
} from "./index";

/**
 * Fields before JavaScript: every field with `name` must post its value with a plain HTML
 * form (native inputs, or React Aria's hidden inputs), errors must be tied to the control.
 */

function el<P extends object>(component: ComponentType<P>, props: P) {
  return createElement(component, props);
}

/** The attributes of the first `<tag>` whose attributes contain `needle`. */
function tagWith(html: string, tag: string, needle: string): string {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.find((candidate) => candidate.includes(needle)) ?? "";
}

describe("fields, server-rendered", () => {
  it("NumberField posts the plain number under its name", () => {
    const html = renderToString(
      el(NumberField, { label: "Adults", name: "adults", id: "adults", defaultValue: 2 }),
    );
    expect(tagWith(html, "input", 'name="adults"')).toContain('value="2"');
    expect(tagWith(html, "input", 'id="adults"')).not.toBe("");
  });

  it("Checkbox and Switch are native checkboxes with name and id", () => {
    const checkbox = renderToString(
      el(Checkbox, {
        label: "I accept",
        name: "acceptTerms",
        id: "acceptTerms",
        errors: ["Please accept the terms and conditions to continue"],
      }),
    );
    const input = tagWith(checkbox, "input", 'type="checkbox"');
    expect(input).toContain('name="acceptTerms"');
    expect(input).toContain('id="acceptTerms"');
    expect(input).toContain('aria-invalid="true"');
    expect(checkbox).toContain("Please accept the terms and conditions to continue");

    const toggle = renderToString(el(Switch, { label: "Markup", name: "showMarkup" }));
    expect(tagWith(toggle, "input", 'role="switch"')).toContain('name="showMarkup"');
  });

  it("RadioGroup renders native radios sharing the name, id on the first", () => {
    const html = renderToString(
      el(RadioGroup, {
        label: "Fare type",
        name: "fareType",
        id: "fareType",
        defaultValue: "student",
        children: [
          el(Radio, { value: "regular", children: "Regular", key: "regular" } as never),
          el(Radio, { value: "student", children: "Student", key: "student" } as never),
        ],
      }),
    );
    expect(tagWith(html, "input", 'value="regular"')).toContain('id="fareType"');
    expect(tagWith(html, "input", 'value="student"')).toContain('name="fareType"');
    expect(tagWith(html, "input", 'value="student"')).toContain("checked");
  });

  it("Select posts the option id through a hidden native select", () => {
    const html = renderToString(
      el(Select, {
        label: "Cabin class",
        name: "cabinClass",
        defaultValue: "BUSINESS",
        options: [
          { id: "ECONOMY", label: "Economy" },
          { id: "BUSINESS", label: "Business" },
        ],
      }),
    );
    expect(tagWith(html, "select", 'name="cabinClass"')).not.toBe("");
    expect(tagWith(html, "option", 'value="BUSINESS"')).toContain("selected");
  });

  it("AirportComboBox posts the IATA code, not the text", () => {
    const html = renderToString(
      el(AirportComboBox, {
        label: "From",
        name: "origin",
        id: "origin",
        defaultValue: "BOM",
        airports: [{ code: "BOM", city: "Mumbai", name: "Chhatrapati Shivaji", country: "India" }],
      }),
    );
    expect(tagWith(html, "input", 'name="origin"')).toContain('value="BOM"');
    expect(tagWith(html, "input", 'id="origin"')).toContain('value="Mumbai (BOM)"');
  });

  it("DatePicker posts yyyy-mm-dd", () => {
    const html = renderToString(
      el(DatePicker, {
        label: "Departure date",
        name: "departureDate",
        defaultValue: "2026-12-01",
      }),
    );
    expect(tagWith(html, "input", 'name="departureDate"')).toContain('value="2026-12-01"');
  });
});

describe("foundations, server-rendered", () => {
  it("Price, Duration and DateTime render their spoken text", () => {
    expect(renderToString(el(Price, { amount: 465_000, originalAmount: 520_000 }))).toContain(
      "Original price",
    );
    expect(renderToString(el(Duration, { minutes: 135 }))).toContain("2 hours 15 minutes");
    const time = renderToString(
      el(DateTime, { value: "2026-12-02T01:35", relativeTo: "2026-12-01T22:50" }),
    );
    expect(time).toContain("+1 day");
    expect(time).toContain("01:35 on Wednesday, 2 December 2026, next day");
  });
});
