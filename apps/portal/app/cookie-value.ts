/** The value of the cookie `name` in a Cookie header, as sent (not decoded). */
export function cookieValue(cookieHeader: string | null | undefined, name: string) {
  const prefix = `${name}=`;
  return (cookieHeader ?? "")
    .split(";")
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}
