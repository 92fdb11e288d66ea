import { useEffect } from "react";

/**
 * Marks a button whose press before the page hydrated is acted on once it has: the scripts
 * marker (scripts-marker.ts) listens from the head, before React does, and sets it to "yes"
 * on a press. For a control that only scripts can serve (a drawer, a dialog), which a reader
 * may press as soon as the page is painted.
 */
export const PRESSED_BEFORE_HYDRATION = "data-pressed-before-hydration";

/** The attribute to spread on such a button. */
export const pressableBeforeHydration = { [PRESSED_BEFORE_HYDRATION]: "no" };

/** Once the page has hydrated: `press` if the button `id` was pressed before. */
export function usePressedBeforeHydration(id: string, press: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the button is hydrated
  useEffect(() => {
    if (document.getElementById(id)?.getAttribute(PRESSED_BEFORE_HYDRATION) === "yes") press();
  }, []);
}
