import type { ReactNode } from "react";
import { nativeFocusRing } from "./focus-ring";

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, inside a region named by the
 * table's caption that takes focus, so keyboard users can scroll it too (axe
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  /** The id of the table's caption. */
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className={`overflow-x-auto ${nativeFocusRing}`}
    >
      {children}
    </section>
  );
}
