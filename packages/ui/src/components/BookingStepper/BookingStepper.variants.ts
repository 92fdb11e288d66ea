import { cva } from "class-variance-authority";

/** The numbered marker of a step: filled when done, ringed when current, outlined when upcoming. */
export const stepMarkerVariants = cva(
  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums",
  {
    variants: {
      status: {
        done: "border-primary bg-primary text-on-primary",
        current:
          "border-primary bg-canvas text-link ring-2 ring-primary ring-offset-2 ring-offset-canvas",
        upcoming: "border-control bg-canvas text-fg-muted",
      },
    },
    defaultVariants: { status: "upcoming" },
  },
);

/**
 * The step's label; below the container's `xl` width only the current one is visible. It
 * wraps (at a space, or anywhere in a word too long for the step) rather than overflow.
 */
export const stepLabelVariants = cva("min-w-0 text-sm [overflow-wrap:anywhere]", {
  variants: {
    status: {
      done: "sr-only font-semibold @xl:not-sr-only",
      current: "font-semibold text-fg underline decoration-2 underline-offset-4",
      upcoming: "sr-only text-fg-muted @xl:not-sr-only",
    },
  },
  defaultVariants: { status: "upcoming" },
});

/** The line joining a step to the next one (decorative). */
export const stepConnectorVariants = cva("h-0.5 min-w-3 flex-1 @xl:min-w-4", {
  variants: {
    status: {
      done: "bg-primary",
      current: "bg-subtle",
      upcoming: "bg-subtle",
    },
  },
  defaultVariants: { status: "upcoming" },
});
