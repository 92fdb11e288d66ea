/** Fewest flights a list shows in the first paint of a new sort or filter. */
const FIRST_PAINT_MIN = 6;

/**
 * How many flights of each list the first paint of a new view needs: twice the cards that
 * start inside the window now, in the list with most of them (a fold of same-price flights
 * holds several), and at least FIRST_PAINT_MIN. The rest follow in a background render.
 */
export function firstPaintWindow(): number {
  let most = 0;
  for (const section of document.querySelectorAll("[data-slot=results-section]")) {
    let inView = 0;
    for (const card of section.querySelectorAll("[data-slot=flight-result-card]")) {
      const { top, height } = card.getBoundingClientRect();
      if (height > 0 && top < window.innerHeight) inView++;
    }
    most = Math.max(most, inView);
  }
  return Math.max(FIRST_PAINT_MIN, 2 * most);
}
