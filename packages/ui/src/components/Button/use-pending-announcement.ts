import { announce } from "@react-aria/live-announcer";
import { type RefObject, useEffect, useRef } from "react";
import { pendingAnnouncement } from "./pending";

/**
 * When the focused button starts working, a screen reader hears its label as text, then a
 * request to wait (docs/decisions/0033). Button and NativeButton both announce this way.
 */
export function usePendingAnnouncement(
  ref: RefObject<HTMLButtonElement | null>,
  isPending: boolean,
) {
  const wasPending = useRef(isPending);
  useEffect(() => {
    const button = ref.current;
    if (isPending && !wasPending.current && button && button === document.activeElement) {
      announce(pendingAnnouncement(button.textContent ?? ""), "assertive");
    }
    wasPending.current = isPending;
  }, [ref, isPending]);
}
