import { formatMoney, markupAmount, type Paise, percentageToBasisPoints } from "@wayfare/domain";
import { useState } from "react";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeTextField } from "../NativeTextField/NativeTextField";

export interface MarkupEditorMessages {
  label: string;
  description: string;
  apply: string;
  reset: string;
  /** `("₹4,650.00", "₹232.50") => "On a fare of ₹4,650.00: ₹232.50 per passenger"`. */
  preview: (fare: string, markup: string) => string;
}

export const defaultMarkupEditorMessages: MarkupEditorMessages = {
  label: "Markup (% of fare)",
  description: "Added to every displayed fare, e.g. 5 or 12.5%. Up to 2 decimals.",
  apply: "Apply markup",
  reset: "Reset markup",
  preview: (fare, markup) => `On a fare of ${fare}: ${markup} per passenger`,
};

export interface MarkupEditorProps {
  /** Posted percentage ("12.5"), read by `markupPercentageSchema` (default `markup`). */
  name?: string;
  /** The submit buttons post `<actionName>=apply` or `<actionName>=reset` (default `markupAction`). */
  actionName?: string;
  /** The markup in force, in basis points (1250 for 12.5 %), as the domain keeps it. */
  defaultValue?: number;
  /** A fare to preview the markup on (e.g. the cheapest shown). */
  exampleFare?: Paise;
  /** The server's messages, verbatim ('Please enter a valid number'). */
  errors?: readonly string[];
  id?: string;
  messages?: Partial<MarkupEditorMessages>;
  className?: string;
}

/**
 * The agents' markup on displayed fares (J§3, J§5): a percentage as typed ("12.5" or
 * "12.5%", at least 0, at most two decimals, read by the domain's rule) in a plain text
 * field, and two submit buttons, Apply and Reset, so it works as a plain form before
 * JavaScript loads. With an example fare, a polite live region previews the markup per
 * passenger as it is typed. Native field and buttons: the results page downloads no React
 * Aria (decision 0046).
 */
export function MarkupEditor({
  name = "markup",
  actionName = "markupAction",
  defaultValue,
  exampleFare,
  errors,
  id,
  messages,
  className,
}: MarkupEditorProps) {
  const text = { ...defaultMarkupEditorMessages, ...messages };
  const initial = defaultValue ? (defaultValue / 100).toString() : "";
  const [typed, setTyped] = useState(initial);
  const basisPoints = percentageToBasisPoints(typed);
  return (
    <div
      data-slot="markup-editor"
      className={["flex flex-col gap-2", className].filter(Boolean).join(" ")}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <NativeTextField
          id={id}
          name={name}
          label={text.label}
          description={text.description}
          errors={errors}
          defaultValue={initial}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="flex gap-2">
          <NativeButton type="submit" name={actionName} value="apply">
            {text.apply}
          </NativeButton>
          <NativeButton type="submit" name={actionName} value="reset" variant="secondary">
            {text.reset}
          </NativeButton>
        </div>
      </div>
      {exampleFare !== undefined ? (
        <p role="status" className="text-sm text-fg-muted">
          {basisPoints === undefined
            ? ""
            : text.preview(
                formatMoney(exampleFare),
                formatMoney(markupAmount(exampleFare, basisPoints)),
              )}
        </p>
      ) : null}
    </div>
  );
}
