import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { NativeField, nativeControlClasses } from "../../lib/native-fields";

const stepperClasses = [
  "flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control border-2 border-control bg-canvas text-fg",
  "hover:bg-ghost-hover active:bg-ghost-hover",
  "disabled:cursor-not-allowed disabled:border-subtle disabled:bg-disabled disabled:text-on-disabled",
].join(" ");

export interface CountFieldProps {
  id: string;
  name: string;
  label: string;
  description?: string;
  errors: readonly string[];
  value: number;
  onChange: (count: number) => void;
  min: number;
  max: number;
  isDisabled?: boolean;
}

/**
 * A traveller count once hydrated: a native number input between − and + buttons ("Decrease
 * Adults", "Increase Adults"), without React Aria. The buttons stay out of the tab order as
 * NumberField's did: the input's own arrow keys step it. What is typed counts once it is a
 * number; leaving the field shows the count kept.
 */
export function CountField({
  id,
  name,
  label,
  description,
  errors,
  value,
  onChange,
  min,
  max,
  isDisabled,
}: CountFieldProps) {
  const [typed, setTyped] = useState<string>();
  const step = (by: number) => {
    setTyped(undefined);
    onChange(Math.min(max, Math.max(min, value + by)));
  };
  return (
    <NativeField id={id} label={label} description={description} errors={errors}>
      {(describedBy, invalid) => (
        <div className="flex w-full items-center gap-2 sm:w-fit">
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Decrease ${label}`}
            aria-controls={id}
            disabled={isDisabled || value <= min}
            onClick={() => step(-1)}
            className={stepperClasses}
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
          <input
            type="number"
            inputMode="numeric"
            id={id}
            name={name}
            value={typed ?? String(value)}
            min={min}
            max={max}
            disabled={isDisabled}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTyped(text);
              if (text !== "" && Number.isInteger(Number(text))) onChange(Number(text));
            }}
            onBlur={() => setTyped(undefined)}
            className={`${nativeControlClasses} min-w-0 flex-1 text-center tabular-nums sm:w-20 sm:flex-none`}
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Increase ${label}`}
            aria-controls={id}
            disabled={isDisabled || value >= max}
            onClick={() => step(1)}
            className={stepperClasses}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </NativeField>
  );
}
