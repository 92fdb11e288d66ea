import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Moves focus to `ref` when the summary should speak up:
 *
 * - on mount, if there are errors (a page rendered with the server's errors);
 * - when a form on the page has been submitted since the last time, and the summary now
 *   has errors (a failed submit — also a second one with the same errors).
 *
 * It deliberately does not move focus when errors change while the person is typing
 * (live revalidation, e.g. Conform's `shouldRevalidate: "onInput"`): that would pull focus
 * out of the field they are fixing. Any `input` event ends the "just submitted" window.
 */
export function useFocusAfterSubmit(
  ref: RefObject<HTMLElement | null>,
  { enabled, hasErrors, errorsKey }: { enabled: boolean; hasErrors: boolean; errorsKey: string },
) {
  const [submitCount, setSubmitCount] = useState(0);
  const submittedSinceFocus = useRef(false);
  const hasMounted = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const onSubmit = () => {
      submittedSinceFocus.current = true;
      setSubmitCount((count) => count + 1);
    };
    const onInput = () => {
      submittedSinceFocus.current = false;
    };
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("input", onInput, true);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("input", onInput, true);
    };
  }, [enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: errorsKey and submitCount are the triggers
  useEffect(() => {
    const isMount = !hasMounted.current;
    hasMounted.current = true;
    if (!enabled || !hasErrors) return;
    if (isMount || submittedSinceFocus.current) {
      submittedSinceFocus.current = false;
      ref.current?.focus();
    }
  }, [enabled, hasErrors, errorsKey, submitCount]);
}

/** Re-exported: the one hydration flag of the package lives in lib/. */
export { useIsHydrated } from "../../../lib/use-is-hydrated";
