/**
 * The combined view (J§5) applies only when the trip is not domestic, not multicity, and
 * onward or combo results exist. The user's toggle (persisted between visits, J§2) only
 * matters when it applies.
 */
export interface CombinedViewContext {
  isDomestic: boolean;
  isMultiCity: boolean;
  onwardCount: number;
  comboCount: number;
}

export function isCombinedViewApplicable(context: CombinedViewContext): boolean {
  return (
    !context.isDomestic &&
    !context.isMultiCity &&
    (context.onwardCount > 0 || context.comboCount > 0)
  );
}

export function showsCombinedView(context: CombinedViewContext, toggledOn: boolean): boolean {
  return toggledOn && isCombinedViewApplicable(context);
}

/** Before the user has chosen, an international round trip shows its round-trip fares. */
export const COMBINED_VIEW_DEFAULT = true;

/**
 * The result lists a round trip shows: where the combined view applies, the round-trip fares
 * (COMBO) when it is on and there are some, else the onward and return lists; elsewhere every
 * list as it is.
 */
export function listsInView<K extends string>(
  keys: readonly K[],
  context: CombinedViewContext,
  toggledOn: boolean,
): K[] {
  if (!isCombinedViewApplicable(context)) return [...keys];
  const combined = showsCombinedView(context, toggledOn) && context.comboCount > 0;
  return keys.filter((key) => (key === "COMBO") === combined);
}
