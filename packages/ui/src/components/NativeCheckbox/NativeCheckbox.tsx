import { Check } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

export interface NativeCheckboxProps
  extends Omit<ComponentPropsWithoutRef<"input">, "className" | "type" | "children"> {
  /** The visible label next to the box; it names the checkbox. */
  label: ReactNode;
  className?: string;
}

/**
 * Checkbox's look on a native `<input type="checkbox">` inside its label, without React
 * Aria: for a page whose controls are plain form posts (the confirmation's "Include the
 * price"). The whole label is the target; ticked, focused and unticked come from the
 * input's own state in CSS.
 */
export function NativeCheckbox({ label, className, ...input }: NativeCheckboxProps) {
  return (
    <label
      data-slot="native-checkbox"
      className={[
        "group relative flex min-h-11 w-fit cursor-pointer items-start gap-3 py-2.5 text-base text-fg",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <input {...input} type="checkbox" className="peer sr-only" />
      <span
        aria-hidden="true"
        className={[
          "flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-control bg-canvas text-on-primary",
          "peer-checked:border-primary peer-checked:bg-primary",
          "peer-focus-visible:outline-solid peer-focus-visible:outline-focus-ring peer-focus-visible:outline-focus peer-focus-visible:outline-offset-focus-ring",
        ].join(" ")}
      >
        <Check className="hidden size-4 group-has-[input:checked]:block" strokeWidth={3} />
      </span>
      <span>{label}</span>
    </label>
  );
}
