/**
 * A path of this portal: "/…", never another site (an open redirect), a protocol-relative
 * "//host" or a backslash some browsers read as one.
 */
export function isLocalPath(value: string | null | undefined): value is string {
  return (
    typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\")
  );
}
