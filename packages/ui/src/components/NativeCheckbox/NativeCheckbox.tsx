import { Check } from "lucide-react";
import { type ComponentPropsWithoutRef, type ReactNode, useId } from "react";
import { NativeFieldErrors } from "../../lib/native-fields";

export interface NativeCheckboxProps
  extends Omit<ComponentPropsWithoutRef<"input">, "className" | "type" | "children"> {
  /** The visible label next to the box; it names the checkbox. */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty sets `aria-invalid` and links them too. */
  errors?: readonly string[];
  className?: string;
}

/**
 * Checkbox's look on a native `<input type="checkbox">` inside its label, without React
 * Aria: for a page whose controls are plain form posts (the confirmation's "Include the
 * price", the review's terms and protection). The whole label is the target; ticked, focused,
 * invalid and unticked come from the input's own state in CSS.
 */
export function NativeCheckbox({
  label,
  description,
  errors,
  className,
  ...input
}: NativeCheckboxProps) {
  const generatedId = useId();
  const id = input.id ?? generatedId;
  const invalid = (errors?.length ?? 0) > 0;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [input["aria-describedby"], descriptionId, errorId].filter(Boolean);
  return (
    <div
      data-slot="native-checkbox"
      className={["flex flex-col gap-1", className].filter(Boolean).join(" ")}
    >
      <label className="group relative flex min-h-11 w-fit cursor-pointer items-start gap-3 py-2.5 text-base text-fg has-[input:disabled]:cursor-not-allowed has-[input:disabled]:text-on-disabled">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-describedby={describedBy.join(" ") || undefined}
          aria-invalid={invalid || input["aria-invalid"]}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={[
            "flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-control bg-canvas text-on-primary",
            "peer-checked:border-primary peer-checked:bg-primary peer-aria-[invalid=true]:border-error-border",
            "peer-disabled:border-subtle peer-disabled:bg-disabled peer-disabled:text-on-disabled",
            "peer-focus-visible:outline-solid peer-focus-visible:outline-focus-ring peer-focus-visible:outline-focus peer-focus-visible:outline-offset-focus-ring",
          ].join(" ")}
        >
          <Check className="hidden size-4 group-has-[input:checked]:block" strokeWidth={3} />
        </span>
        <span>{label}</span>
      </label>
      {description || invalid ? (
        <div className="flex flex-col gap-1 pl-9">
          {description ? (
            <p id={descriptionId} className="text-sm text-fg-muted">
              {description}
            </p>
          ) : null}
          {errorId ? <NativeFieldErrors id={errorId} errors={errors ?? []} /> : null}
        </div>
      ) : null}
    </div>
  );
}
