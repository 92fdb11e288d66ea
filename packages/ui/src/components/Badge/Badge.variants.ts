import { cva, type VariantProps } from "class-variance-authority";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-sm border font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        neutral: "border-subtle bg-surface text-fg",
        info: "border-info-border bg-info-surface text-on-info-surface",
        success: "border-success-border bg-success-surface text-on-success-surface",
        error: "border-error-border bg-error-surface text-on-error-surface",
        brand: "border-transparent bg-primary text-on-primary",
      },
      size: {
        sm: "px-1.5 py-px text-xs",
        md: "px-2 py-0.5 text-sm",
      },
    },
    defaultVariants: { tone: "neutral", size: "md" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;
