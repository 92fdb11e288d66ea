/** A text link of the after-booking pages, with the design system's focus ring. */
export const linkClasses =
  "font-semibold text-link underline underline-offset-2 outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring";
