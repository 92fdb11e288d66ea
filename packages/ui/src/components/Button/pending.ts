/** Events a pending button still answers: focus and hover (for tooltips), not presses. */
const PRESERVED_EVENT =
  /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

/** The props without their press, click and key handlers: a pending button does nothing. */
export function withoutInteractions<Props extends object>(props: Props): Props {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !/^on[A-Z]/.test(key) || PRESERVED_EVENT.test(key)),
  ) as Props;
}

/** What a screen reader hears when the focused button starts working: its label, then a request to wait. */
export function pendingAnnouncement(label: string): string {
  return `${label.trim()}, please wait`;
}
