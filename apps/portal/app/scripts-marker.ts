/**
 * Run in the document's head, before the body is parsed: it marks the page as one whose
 * scripts will run, so that CSS lays out the page as it will be once hydrated from the first
 * paint (ui's `scripted:` and `unscripted:` variants) instead of moving it when React takes
 * over (a layout shift). A browser without JavaScript never runs it and keeps the plain
 * layout. The Content-Security-Policy allows it by its hash (security-headers.server.ts).
 */
export const SCRIPTS_MARKER = "document.documentElement.dataset.scripts='on'";
