import type { ConfigData } from "html-validate";

/**
 * The rules the e2e suite's HTML check applies to every server-rendered page (e2e/fixtures.ts).
 * What is off is how React writes HTML, which browsers read the same way; two rules are set
 * to what HTML and ARIA allow.
 */
export const htmlRules: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes its props' names: charSet, noValidate, autoComplete (HTML is case-blind).
    "attr-case": "off",
    // React writes checked="" and async="" (the same booleans as bare attributes).
    "attribute-boolean-style": "off",
    // React writes download="" for download={true}.
    "attribute-empty-style": "off",
    // React closes void elements: <meta … />, <input … />.
    "void-style": "off",
    // React Aria's visually hidden inputs and positioning carry inline styles (nonced CSP).
    "no-inline-style": "off",
    // React's useId ids (_R_9ej5_) start with an underscore: valid HTML, only not a "letter".
    "valid-id": ["error", { relaxed: true }],
    // Without JavaScript the payment-pending page reloads after the service's retry time to
    // learn the outcome (a page whose point is to wait), and the session-ended page moves on
    // after F§4's 2 seconds with a "Continue" link there at once; both refreshes are inside
    // <noscript>, as timers do it with JavaScript.
    "meta-refresh": "off",
    // Lists are named ("Onward flights, DEL to BOM") for screen readers' list navigation;
    // ARIA allows a name on any role that supports one, which is what this option checks.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A group of checkboxes posts one name many times (stops=0&stops=1), as radios do.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};
