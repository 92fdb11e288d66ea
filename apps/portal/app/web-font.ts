import interStylesheet from "@wayfare/ui/inter.css?url";

/** Inter's stylesheet (its @font-face rules), built as an asset of its own. */
export const INTER_STYLESHEET = interStylesheet;

/**
 * Adds Inter's stylesheet once the page has painted: on a slow phone the font files no longer
 * compete with the page for the first paint; the text, set meanwhile in the metric-matched
 * fallback, keeps its place when Inter arrives. A page without JavaScript links it in a
 * <noscript> (root.tsx).
 */
export function loadInterAfterFirstPaint() {
  if (document.querySelector(`link[href="${INTER_STYLESHEET}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = INTER_STYLESHEET;
  document.head.append(link);
}
