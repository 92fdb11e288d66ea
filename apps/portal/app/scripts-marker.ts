import { PRESSED_BEFORE_HYDRATION } from "./pressed-before-hydration";

/**
 * Run in the document's head, before the body is parsed: it marks the page as one whose
 * scripts will run, so that CSS lays out the page as it will be once hydrated from the first
 * paint (ui's `scripted:` and `unscripted:` variants) instead of moving it when React takes
 * over (a layout shift). It also notes a press on a button that only scripts can serve, made
 * before they ran (pressed-before-hydration.ts). A browser without JavaScript never runs it
 * and keeps the plain layout. The Content-Security-Policy allows it by its hash
 * (security-headers.server.ts).
 */
export const SCRIPTS_MARKER =
  "document.documentElement.dataset.scripts='on';" +
  `document.addEventListener('click',function(event){var button=event.target.closest&&event.target.closest('[${PRESSED_BEFORE_HYDRATION}]');if(button)button.setAttribute('${PRESSED_BEFORE_HYDRATION}','yes')},true)`;
