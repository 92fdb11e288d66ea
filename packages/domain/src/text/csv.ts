/** A CSV cell: quoted when it holds a comma, quote or line break; never read as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header and lines as CSV (RFC 4180, CRLF). */
export function csvText(header: readonly string[], lines: readonly string[][]): string {
  return [header, ...lines.map((cells) => cells.map(csvCell))]
    .map((cells) => `${cells.join(",")}\r\n`)
    .join("");
}
