import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` where eval is allowed, and probes for that
 * as each object schema is built. The portal's Content-Security-Policy forbids eval, so in the
 * browser the probe is a CSP violation on every page (Chrome's "Issues"); parsing without the
 * compiled path is fast enough for forms there. The server keeps the compiled path: it parses
 * every service answer, hundreds of itineraries for a search.
 */
if (typeof document !== "undefined") config({ jitless: true });
