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
