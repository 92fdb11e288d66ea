import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from "react";

/** The id of the page's `<main>`, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * `page`: out of sight above the window until it has focus, then a link on the canvas at the
 * top left, over the header. `inline`: visually hidden in its place until it has focus, then
 * shown there (a skip over a block of controls). Not `display: none` either way: a screen
 * reader reads it, and a sighted keyboard user sees it where Tab put them.
 */
const skipLinkVariants = cva(
  [
    "inline-flex min-h-11 items-center font-semibold text-link underline underline-offset-2",
    "outline-none focus:outline-solid focus:outline-focus-ring focus:outline-focus focus:outline-offset-focus-ring",
  ],
  {
    variants: {
      placement: {
        page: [
          "fixed top-3 left-3 z-50 -translate-y-[calc(100%+2rem)] focus:translate-y-0",
          "rounded-control border-2 border-control-border bg-canvas px-4 focus:shadow-overlay",
        ],
        inline: "sr-only self-start rounded-control focus:not-sr-only",
      },
    },
    defaultVariants: { placement: "page" },
  },
);

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<"a">, "href" | "children"> {
  /** The id of the element to skip to: the page's `<main>`, with `tabIndex={-1}`. */
  targetId?: string;
  /** The link's text, which is its accessible name. */
  children?: ReactNode;
  /**
   * `page` (the first thing on a page): shown at the top left of the window while focused.
   * `inline` (before a block of controls, such as filters): shown in its place while focused.
   */
  placement?: "page" | "inline";
}

/** Focuses the target (focusable or made so) instead of adding its fragment to the URL. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

/**
 * "Skip to main content": the first thing Tab reaches on a page, visible only while it has
 * focus. A plain link to `#main-content`, so before scripts run the browser follows it and
 * focuses the target; with scripts, activating it focuses the target directly and leaves
 * the URL as it was (a router would see a new fragment as a navigation).
 */
export function SkipLink({
  targetId = MAIN_CONTENT_ID,
  children = "Skip to main content",
  placement = "page",
  className,
  onClick,
  ...props
}: SkipLinkProps) {
  return (
    <a
      {...props}
      href={`#${targetId}`}
      data-slot="skip-link"
      data-placement={placement}
      className={skipLinkVariants({ placement, className })}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) focusTarget(event, targetId);
      }}
    >
      {children}
    </a>
  );
}
