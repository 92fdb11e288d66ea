import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards. Fields that
 * need JavaScript (combo boxes, date pickers, steppers) render a native control until then,
 * so a form works before, or without, JavaScript.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
