import { cva, type VariantProps } from "class-variance-authority";

export const alertVariants = cva("flex items-start gap-3 rounded-lg border-2 p-4 text-base", {
  variants: {
    tone: {
      error: "border-error-border bg-error-surface text-on-error-surface",
      success: "border-success-border bg-success-surface text-on-success-surface",
      info: "border-info-border bg-info-surface text-on-info-surface",
    },
  },
  defaultVariants: { tone: "info" },
});

export type AlertTone = NonNullable<VariantProps<typeof alertVariants>["tone"]>;
