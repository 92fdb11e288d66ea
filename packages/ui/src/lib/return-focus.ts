import { useRef } from "react";

/**
 * Radix dialogs return focus only to their own Trigger; ours are opened by any control, so
 * they remember what had focus when they opened and give focus back to it when they close.
 * Spread the answer onto `RadixDialog.Content`.
 */
export function useReturnFocus() {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      returnFocusTo.current?.focus();
    },
  };
}
