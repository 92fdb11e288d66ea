import { formatMoney, markupAmount, type Paise } from "@wayfare/domain";
import { useState } from "react";
import { Button } from "../Button/Button";
import { NumberField } from "../NumberField/NumberField";

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
  description: "Added to every displayed fare, per passenger. Up to 2 decimals.",
  apply: "Apply markup",
  reset: "Reset markup",
  preview: (fare, markup) => `On a fare of ${fare}: ${markup} per passenger`,
};

export interface MarkupEditorProps {
  /** Posted percentage ("12.5"), read by `markupPercentageSchema` (default `markup`). */
  name?: string;
  /** The submit buttons post `<actionName>=apply` or `<actionName>=reset` (default `markupAction`). */
  actionName?: string;
  /** The markup in force, in percent (12.5). */
  defaultValue?: number;
  /** A fare to preview the markup on (e.g. the cheapest shown). */
  exampleFare?: Paise;
  /** The server's messages, verbatim ('Please enter a valid number'). */
  errors?: readonly string[];
  id?: string;
  isDisabled?: boolean;
  messages?: Partial<MarkupEditorMessages>;
  className?: string;
}

/** Percent (12.5) → basis points (1250), as the domain keeps markup. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * The agents' markup on displayed fares (J§3, J§5): a percentage (at least 0, at most two
 * decimals) and two submit buttons, Apply and Reset, so it works as a plain form. With an
 * example fare, a polite live region previews the markup per passenger as it is typed.
 */
export function MarkupEditor({
  name = "markup",
  actionName = "markupAction",
  defaultValue,
  exampleFare,
  errors,
  id,
  isDisabled,
  messages,
  className,
}: MarkupEditorProps) {
  const text = { ...defaultMarkupEditorMessages, ...messages };
  const [percent, setPercent] = useState(defaultValue ?? Number.NaN);
  return (
    <div
      data-slot="markup-editor"
      className={["flex flex-col gap-2", className].filter(Boolean).join(" ")}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <NumberField
          id={id}
          name={name}
          label={text.label}
          description={text.description}
          errors={errors}
          defaultValue={defaultValue}
          onChange={setPercent}
          minValue={0}
          formatOptions={{ maximumFractionDigits: 2 }}
          isDisabled={isDisabled}
        />
        <div className="flex gap-2">
          <Button type="submit" name={actionName} value="apply" isDisabled={isDisabled}>
            {text.apply}
          </Button>
          <Button
            type="submit"
            name={actionName}
            value="reset"
            variant="secondary"
            isDisabled={isDisabled}
          >
            {text.reset}
          </Button>
        </div>
      </div>
      {exampleFare !== undefined ? (
        <p role="status" className="text-sm text-fg-muted">
          {Number.isNaN(percent)
            ? ""
            : text.preview(
                formatMoney(exampleFare),
                formatMoney(markupAmount(exampleFare, basisPoints(percent))),
              )}
        </p>
      ) : null}
    </div>
  );
}
