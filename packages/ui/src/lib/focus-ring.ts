/**
 * The one visible focus ring: a solid outline in the theme's focus colour, drawn outside the
 * control so it contrasts with the canvas (3:1, WCAG 2.4.13), and kept in forced-colors mode
 * because it is an outline, not a shadow.
 * Each is a class of styles/components.css.
 */

/** For React Aria components, which set `data-focus-visible` (keyboard focus only). */
export const focusRing = "focus-ring";

/** For plain elements (links, focus targets) using the CSS `:focus-visible` heuristic. */
export const nativeFocusRing = "focus-ring-native";
