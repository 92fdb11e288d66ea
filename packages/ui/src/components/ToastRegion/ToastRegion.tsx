import type { ReactNode } from "react";

export interface ToastRegionProps {
  /** The toasts (newest last). */
  children?: ReactNode;
  /** Accessible name of the landmark. */
  label?: string;
  className?: string;
}

/**
 * The fixed-position, labelled landmark that stacks toasts: full width at the bottom on
 * narrow screens (< 768 px), bottom-right column from 768 px up. Keep one per page and
 * render it even when empty, so toasts appear in a stable place.
 */
export function ToastRegion({ children, label = "Notifications", className }: ToastRegionProps) {
  return (
    <section
      aria-label={label}
      data-slot="toast-region"
      className={[
        "pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2",
        "md:inset-x-auto md:right-6 md:bottom-6 md:w-96",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </section>
  );
}
