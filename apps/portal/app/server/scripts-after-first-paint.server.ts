const HEAD_END = Buffer.from("</head>");
const MODULE_SCRIPT_TYPE = Buffer.from(' type="module" async=""');
const SCRIPT_END = Buffer.from("</script>");
const MODULE_PRELOAD = '<link rel="modulepreload"';
const PRELOAD_AFTER_PAINT = "modulepreload-after-paint";
const SCRIPT_AFTER_PAINT = "wayfare/module-after-paint";

/**
 * Runs in the page right after React Router's module script, made inert here. Once the first
 * contentful paint is reported (a frame later where paint timing is not supported; at once in a
 * tab that is or becomes hidden, which paints nothing), it preloads the page's modules and runs
 * that script, which imports them and hydrates the page.
 */
const START_AFTER_FIRST_PAINT = `(function(inert){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]').forEach(function(link){var preload=document.createElement("link");preload.rel="modulepreload";preload.href=link.getAttribute("href");link.replaceWith(preload)});var script=document.createElement("script");script.type="module";script.nonce=inert.nonce;script.textContent=inert.textContent;document.head.appendChild(script)}
if(document.visibilityState==="hidden")return start();document.addEventListener("visibilitychange",start,{once:true});var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")===-1)return requestAnimationFrame(function(){setTimeout(start,0)});new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:true})})(document.currentScript.previousElementSibling)`;

/**
 * The page's scripts are fetched and run after its first paint (decision 0090). React Router's
 * `<Scripts>` preloads every module of the page from the head and imports them from the
 * body's end: the 30–60 files then load while the document is parsed, and finish before the
 * first paint or after it by chance, which Lighthouse's simulated phone reads as a largest
 * paint of 1 s or of 3 s. Every page works before hydration (its forms post, and what is typed
 * or chosen meanwhile stays), so painting first costs a reader little. Rewrites the shell
 * React wrote; a browser without JavaScript runs neither version.
 */
export function scriptsAfterFirstPaint(nonce: string) {
  return (shell: Buffer): Buffer => {
    const headEnd = shell.indexOf(HEAD_END);
    const typeAt = headEnd === -1 ? -1 : shell.indexOf(MODULE_SCRIPT_TYPE, headEnd);
    const scriptEnd = typeAt === -1 ? -1 : shell.indexOf(SCRIPT_END, typeAt);
    if (scriptEnd === -1) return shell;
    const afterScript = scriptEnd + SCRIPT_END.length;
    const head = shell
      .subarray(0, headEnd)
      .toString("utf8")
      .replaceAll(MODULE_PRELOAD, `<link rel="${PRELOAD_AFTER_PAINT}"`);
    return Buffer.concat([
      Buffer.from(head),
      shell.subarray(headEnd, typeAt),
      Buffer.from(` type="${SCRIPT_AFTER_PAINT}"`),
      shell.subarray(typeAt + MODULE_SCRIPT_TYPE.length, afterScript),
      Buffer.from(`<script nonce="${nonce}">${START_AFTER_FIRST_PAINT}</script>`),
      shell.subarray(afterScript),
    ]);
  };
}
