import type { ReactNode } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { NativeCheckbox, type NativeCheckboxProps } from "../NativeCheckbox/NativeCheckbox";

export interface TermsCheckboxMessages {
  /** The label around the link: `(link) => <>I accept the {link}</>`. */
  label: (link: ReactNode) => ReactNode;
  /** The link's text. */
  terms: string;
  /** Spoken after the link's text when it opens a new tab. */
  newTab: string;
}

export const defaultTermsCheckboxMessages: TermsCheckboxMessages = {
  label: (link) => <>I accept the {link}</>,
  terms: "terms and conditions",
  newTab: "(opens in a new tab)",
};

export interface TermsCheckboxProps extends Omit<NativeCheckboxProps, "label" | "required"> {
  /** Where the terms are; the portal passes the route (ui never routes). */
  termsHref: string;
  /** Open the terms in a new tab so the review page keeps its state (default `true`). */
  openInNewTab?: boolean;
  messages?: Partial<TermsCheckboxMessages>;
}

/**
 * The review page's required terms checkbox (J§2 Review): a native checkbox
 * (`NativeCheckbox`, so the review downloads no React Aria) posting `name=value` (default
 * `termsAccepted=on`), `aria-required` (the server checks it: no browser bubble), a label
 * with a link to the terms, and the server's message verbatim when it was not ticked.
 */
export function TermsCheckbox({
  termsHref,
  openInNewTab = true,
  messages,
  name = "termsAccepted",
  ...props
}: TermsCheckboxProps) {
  const text = { ...defaultTermsCheckboxMessages, ...messages };
  const link = (
    <a
      href={termsHref}
      target={openInNewTab ? "_blank" : undefined}
      rel={openInNewTab ? "noopener noreferrer" : undefined}
      className={`rounded-sm font-semibold text-link underline underline-offset-2 ${nativeFocusRing}`}
    >
      {text.terms}
      {openInNewTab ? <span className="sr-only"> {text.newTab}</span> : null}
    </a>
  );
  return <NativeCheckbox {...props} name={name} aria-required="true" label={text.label(link)} />;
}
