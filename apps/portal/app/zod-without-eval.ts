/**
 * Zod compiles object parsers with `new Function` where eval is allowed, and probes for that
 * as each object schema is built. The portal's Content-Security-Policy forbids eval, so in the
 * browser the probe is a CSP violation on every page (Chrome's "Issues"); parsing without the
 * compiled path is fast enough for forms there. The server keeps the compiled path: it parses
 * every service answer, hundreds of itineraries for a search.
 *
 * Zod keeps its configuration in `globalThis.__zod_globalConfig`, the store every copy of Zod
 * shares (`zod/v4/core/core.js` creates it only when it is absent, and `config()` writes into
 * it). Writing `jitless` there needs none of Zod's code, so a page whose browser code builds no
 * schema downloads no Zod at all; root imports this module first, and it has a chunk of its
 * own (vite.config.ts), so it runs before any chunk that builds a schema.
 * `zod-without-eval.test.ts` checks that Zod still reads the store this way.
 */
interface ZodGlobalStore {
  __zod_globalConfig?: { jitless?: boolean };
}

export function parseWithoutEval(): void {
  const store = globalThis as ZodGlobalStore;
  store.__zod_globalConfig ??= {};
  store.__zod_globalConfig.jitless = true;
}

if (typeof document !== "undefined") parseWithoutEval();
