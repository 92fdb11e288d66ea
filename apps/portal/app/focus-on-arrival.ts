import { type RefObject, useEffect, useRef } from "react";
import { useNavigationType } from "react-router";

/**
 * Moves focus to `target` (a page's heading, with `tabIndex={-1}`) when its page was reached
 * by a client-side navigation from another page, so a screen reader announces the new page
 * and the next Tab goes on from its top, as after a page load.
 *
 * - Once per mount: the page's own URL changes (a new sort, filter or page of results, which
 *   keep the route mounted) leave focus where the user is.
 * - Not on the first load (the browser starts at the top, and the skip link serves) nor on
 *   back and forward, where the browser restores where the user was: both are `POP`.
 * - Not when something already has focus: nothing the user is on is taken from them.
 */
export function useFocusOnArrival(target: RefObject<HTMLElement | null>) {
  const navigationType = useNavigationType();
  // How the page was reached, as at its first render: later replaces are its own changes.
  const arrival = useRef(navigationType);
  useEffect(() => {
    if (arrival.current === "POP") return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    target.current?.focus();
  }, [target]);
}
