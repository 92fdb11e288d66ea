/** Any origin that is not a real site: only what a path keeps of it matters. */
const PORTAL_ORIGIN = "http://portal.invalid";

/** Printable ASCII after the first slash: no control character, space or non-ASCII letter. */
const PLAIN_PATH = /^\/[\x21-\x7E]*$/;

/**
 * A path of this portal, safe to redirect to: it is read as a URL against the portal's
 * origin and must keep that origin. Browsers drop tabs and newlines from a Location and
 * read a backslash as a slash, so `/\t/evil.example` would be `//evil.example`, another
 * site: control characters, backslashes, spaces and non-ASCII are refused outright.
 */
export function isLocalPath(value: string | null | undefined): value is string {
  if (typeof value !== "string" || !PLAIN_PATH.test(value)) return false;
  if (value.startsWith("//") || value.includes("\\")) return false;
  return (
    URL.canParse(value, PORTAL_ORIGIN) && new URL(value, PORTAL_ORIGIN).origin === PORTAL_ORIGIN
  );
}
