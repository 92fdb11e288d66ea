import type { ReactNode } from "react";
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from "react-aria-components";

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, "children" | "className" | "style" | "valueLabel"> {
  /** The visible label; it names the progress bar ("Searching suppliers"). */
  label: ReactNode;
  /**
   * The value in words, shown instead of the percentage and announced as `aria-valuetext`:
   * "2 of 3 suppliers". Not shown while indeterminate.
   */
  valueLabel?: string;
  /** Show the value (the percentage or `valueLabel`) next to the label. Default `true`. */
  showValueLabel?: boolean;
  /** Track height: `sm` 4 px, `md` 8 px (default), `lg` 12 px. */
  size?: "sm" | "md" | "lg";
  className?: string;
}

const tracks = { sm: "h-1", md: "h-2", lg: "h-3" } as const;
const labels = { sm: "text-sm", md: "text-base", lg: "text-base" } as const;

/**
 * The indeterminate sweep. Tailwind has no such animation and components do not touch the
 * stylesheet, so the keyframes travel with the component (React hoists and dedupes them).
 */
const sweep =
  "@keyframes wf-progress-sweep{from{transform:translateX(-100%)}to{transform:translateX(250%)}}";

/**
 * Progress of a task of known or unknown length (React Aria `ProgressBar`): searching the
 * suppliers, uploading a file. A `progressbar` named by its visible label, with
 * `aria-valuenow` (or `aria-valuetext` from `valueLabel`); indeterminate leaves the value out.
 * The indeterminate bar sweeps only when the user has not asked for reduced motion.
 */
export function ProgressBar({
  label,
  valueLabel,
  showValueLabel = true,
  size = "md",
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      valueLabel={valueLabel}
      data-slot="progress-bar"
      className={["flex flex-col gap-2", className].filter(Boolean).join(" ")}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={`flex items-baseline justify-between gap-4 ${labels[size]}`}>
            <Label className="min-w-0 font-semibold text-fg">{label}</Label>
            {showValueLabel && valueText ? (
              <span data-slot="progress-bar-value" className="shrink-0 text-fg-muted tabular-nums">
                {valueText}
              </span>
            ) : null}
          </div>
          <div
            data-slot="progress-bar-track"
            className={[
              "relative overflow-hidden rounded-full bg-disabled",
              "forced-colors:border forced-colors:border-[CanvasText]",
              tracks[size],
            ].join(" ")}
          >
            {isIndeterminate ? (
              <>
                <style href="wf-progress-sweep" precedence="wayfare">
                  {sweep}
                </style>
                <div
                  data-slot="progress-bar-fill"
                  className={[
                    "absolute inset-y-0 left-0 w-2/5 rounded-full bg-primary forced-colors:bg-[Highlight]",
                    "motion-safe:animate-[wf-progress-sweep_1.5s_ease-in-out_infinite]",
                    "motion-reduce:w-full motion-reduce:bg-primary/40",
                  ].join(" ")}
                />
              </>
            ) : (
              <div
                data-slot="progress-bar-fill"
                className="h-full rounded-full bg-primary forced-colors:bg-[Highlight] motion-safe:transition-[width] motion-safe:duration-300"
                style={{ width: `${percentage ?? 0}%` }}
              />
            )}
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
