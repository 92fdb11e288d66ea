import { type ComponentType, createElement, type Key } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, FormErrorSummary, PasswordField, TextField, Toast, ToastRegion } from "./index";

/**
 * What the server sends before any JavaScript runs: the forms must post, errors must be
 * tied to their inputs, toasts and the error summary must be visible with their roles.
 */

/** `createElement` with the props (children included) type-checked against the component. */
function el<P extends object>(component: ComponentType<P>, props: P & { key?: Key }) {
  return createElement(component, props);
}

function attribute(html: string, tag: string, name: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

function textOfId(html: string, id: string): string | undefined {
  const match = new RegExp(`id="${id}"[^>]*>(.*?)</span>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, "");
}

describe("server rendering", () => {
  it("TextField posts by name, with the id on the input and errors described", () => {
    const html = renderToString(
      el(TextField, {
        label: "Email address",
        name: "email",
        id: "email",
        type: "email",
        defaultValue: "asha@",
        isRequired: true,
        errors: ["Enter a valid email address"],
      }),
    );
    expect(attribute(html, "input", "id")).toBe("email");
    expect(attribute(html, "input", "name")).toBe("email");
    expect(attribute(html, "input", "value")).toBe("asha@");
    expect(attribute(html, "input", "aria-invalid")).toBe("true");
    expect(attribute(html, "input", "aria-required")).toBe("true");
    // aria validation: no native `required` to block the post.
    expect(attribute(html, "input", "required")).toBeUndefined();
    const describedBy = attribute(html, "input", "aria-describedby")?.split(" ") ?? [];
    const texts = describedBy.map((id) => textOfId(html, id));
    expect(texts).toContain("Enter a valid email address");
    expect(html).toContain('for="email"');
  });

  it("PasswordField renders a password input and no toggle that cannot work yet", () => {
    const html = renderToString(
      el(PasswordField, { label: "Password", name: "password", id: "pw" }),
    );
    expect(attribute(html, "input", "type")).toBe("password");
    expect(attribute(html, "input", "name")).toBe("password");
    expect(html).not.toContain("Show password");
  });

  it("Button type=submit is a real submit button", () => {
    const html = renderToString(el(Button, { type: "submit", children: "Login" }));
    expect(attribute(html, "button", "type")).toBe("submit");
    expect(html).toContain("Login");
  });

  it("Toasts are visible with their role inside the labelled region", () => {
    const html = renderToString(
      el(ToastRegion, {
        children: [
          el(Toast, { key: "e", tone: "error", children: "Payment failed." }),
          el(Toast, { key: "s", tone: "success", children: "Saved." }),
        ],
      }),
    );
    expect(html).toContain('aria-label="Notifications"');
    expect(html).toMatch(/role="alert"[^>]*>.*Payment failed\./);
    expect(html).toMatch(/role="status"[^>]*>.*Saved\./);
    expect(html).toContain('aria-label="Dismiss notification"');
  });

  it("FormErrorSummary is focusable, autofocused and links to fields", () => {
    const html = renderToString(
      el(FormErrorSummary, {
        errors: [
          { fieldId: "email", message: "Enter your email address" },
          { message: "Try again" },
        ],
      }),
    );
    expect(attribute(html, "div", "role")).toBe("alert");
    expect(attribute(html, "div", "tabindex")).toBe("-1");
    expect(attribute(html, "div", "autofocus")).toBe("");
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#email"');
    expect(html).toContain("Try again");
  });

  it("FormErrorSummary renders nothing without errors", () => {
    expect(renderToString(el(FormErrorSummary, { errors: [] }))).toBe("");
  });
});
