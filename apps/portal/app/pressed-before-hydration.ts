import { useEffect, useId } from "react";

/**
 * Marks a button whose press before the page hydrated is acted on once it has: the scripts
 * marker (scripts-marker.ts) listens from the head, before React does, and sets it to "yes"
 * on a press. For a control that only scripts can serve (a drawer, a dialog), which a reader
 * may press as soon as the page is painted.
 */
export const PRESSED_BEFORE_HYDRATION = "data-pressed-before-hydration";

/**
 * The props to spread on such a button (its id and the mark); once the page has hydrated,
 * `press` runs if the button was pressed before.
 */
export function usePressedBeforeHydration(press: () => void) {
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the button is hydrated
  useEffect(() => {
    if (document.getElementById(id)?.getAttribute(PRESSED_BEFORE_HYDRATION) === "yes") press();
  }, []);
  return { id, [PRESSED_BEFORE_HYDRATION]: "no" };
}
