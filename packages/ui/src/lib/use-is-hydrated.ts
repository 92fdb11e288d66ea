import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** Whether a server-rendered page is being hydrated: from `hydrationStarts` to its end. */
let hydrating = false;

/**
 * Called by a server-rendered page's entry just before it hydrates. The fields then take
 * their scripted form in a transition once the page is hydrated, which React splits into
 * short tasks, instead of in one re-render of every field that React forces at once (a
 * results page's longest task on a slow phone).
 */
export function hydrationStarts(): void {
  hydrating = true;
}

/**
 * Called once the page is hydrated, from its root's first effect: it runs after every
 * field's, whose hydrated render React compares with the flag.
 */
export function hydrationEnded(): void {
  hydrating = false;
}

/**
 * False while rendering on the server and while hydrating, true afterwards. Fields that
 * need JavaScript (combo boxes, date pickers, steppers) render a native control until then,
 * so a form works before, or without, JavaScript.
 */
export function useIsHydrated(): boolean {
  const mountedHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => !hydrating,
    () => false,
  );
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (!mountedHydrated) startTransition(() => setSwitched(true));
  }, [mountedHydrated]);
  return mountedHydrated || switched;
}
