import { cva } from "class-variance-authority";

/**
 * One seat square. The state is also in the seat's accessible name and in the legend's text;
 * the colour, the glyph and the edge only repeat it. Forced-colors mode keeps the states apart
 * with system colours (Highlight for the selection, GrayText for what cannot be chosen).
 */
export const seatVariants = cva(
  [
    "flex size-8 items-center justify-center rounded-md border-2 text-xs font-semibold sm:size-10",
    "forced-colors:border-[CanvasText]",
  ],
  {
    variants: {
      state: {
        free: "border-control bg-canvas text-fg",
        paid: "border-info-border bg-info-surface text-on-info-surface",
        mine: "border-primary bg-primary text-on-primary forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]",
        other: "border-primary bg-canvas text-primary",
        occupied:
          "border-subtle bg-disabled text-on-disabled forced-colors:border-[GrayText] forced-colors:text-[GrayText]",
        blocked:
          "border-dashed border-subtle bg-disabled text-on-disabled forced-colors:border-[GrayText] forced-colors:text-[GrayText]",
      },
      extraLegroom: { true: "border-b-[6px]", false: "" },
    },
    defaultVariants: { state: "free", extraLegroom: false },
  },
);
