/**
 * Checked flights and the selection box (J§3, J§4). Checking a flight adds or removes its
 * price id; onward and return keep separate lists. The selection box shows only when all
 * trips are loaded and every trip (each leg: onward, return, or each multicity search id)
 * has a selection.
 */
export function toggleCheckedPriceId(checked: readonly string[], priceId: string): string[] {
  return checked.includes(priceId) ? checked.filter((id) => id !== priceId) : [...checked, priceId];
}

export function showsSelectionBox(state: {
  allTripsLoaded: boolean;
  legKeys: readonly string[];
  selectedPriceIds: Readonly<Record<string, string | undefined>>;
}): boolean {
  return (
    state.allTripsLoaded &&
    state.legKeys.length > 0 &&
    state.legKeys.every((leg) => Boolean(state.selectedPriceIds[leg]))
  );
}
