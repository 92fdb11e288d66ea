import { cva } from "class-variance-authority";

/** A line of the fare summary; the totals stand out by weight, size and a rule above. */
export const fareSummaryRowVariants = cva("flex items-baseline justify-between gap-4 py-1.5", {
  variants: {
    emphasis: {
      none: "text-sm",
      total: "mt-1 border-t border-subtle pt-2.5 text-base font-semibold",
      due: "text-base font-semibold",
      final: "mt-1 rounded-md bg-info-surface px-3 py-2 text-lg font-bold text-on-info-surface",
    },
  },
  defaultVariants: { emphasis: "none" },
});
