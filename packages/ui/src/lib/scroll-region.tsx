import type { ReactNode } from "react";
import { nativeFocusRing } from "./focus-ring";

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, inside a region named by the
 * table's caption that takes focus, so keyboard users can scroll it too (axe
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  labelledBy,
  slot,
  className,
  children,
}: {
  /** The id of the table's caption. */
  labelledBy: string;
  /** The component's `data-slot`, when the region is its root. */
  slot?: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      data-slot={slot}
      className={[`overflow-x-auto ${nativeFocusRing}`, className].filter(Boolean).join(" ")}
    >
      {children}
    </section>
  );
}
