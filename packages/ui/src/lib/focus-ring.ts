/**
 * The one visible focus ring: a solid outline in the theme's focus colour, drawn outside the
 * control so it contrasts with the canvas (3:1, WCAG 2.4.13), and kept in forced-colors mode
 * because it is an outline, not a shadow.
 */

/** For React Aria components, which set `data-focus-visible` (keyboard focus only). */
export const focusRing =
  "outline-none data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus-ring data-[focus-visible]:outline-focus data-[focus-visible]:outline-offset-focus-ring";

/** For plain elements (links, focus targets) using the CSS `:focus-visible` heuristic. */
export const nativeFocusRing =
  "outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring";
