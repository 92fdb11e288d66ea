const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The head's module preloads asked for at low priority (React Router's `<Scripts>` takes no
 * fetch priority). At Chromium's default (high, as for a blocking script) the page's 30–60
 * script files compete with the document and its stylesheet before the first paint, and
 * Lighthouse's simulated phone counts them as blocking it (decision 0088). Hydration still
 * waits for every one. Rewrites the shell React wrote; a shell without a head is sent as is.
 */
export function preloadModulesAtLowPriority(shell: Buffer): Buffer {
  const headEnd = shell.indexOf(HEAD_END);
  if (headEnd === -1) return shell;
  const head = shell.subarray(0, headEnd).toString("utf8");
  return Buffer.concat([
    Buffer.from(head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`)),
    shell.subarray(headEnd),
  ]);
}
