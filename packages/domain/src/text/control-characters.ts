/**
 * No text field takes a control character (issue 16): C0 (U+0000–U+001F), DEL and C1
 * (U+007F–U+009F), nor a lone surrogate. Postgres refuses a NUL in text (the request was a
 * 500) and the others are invisible on the page, in emails and in the logs. Every field a
 * person fills is single-line, so tabs and line breaks are refused there too; a multi-line
 * text (a reported stack trace) keeps them. Nor the invisible bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069): typed into a name, they reorder the
 * text around it on an invoice or an email (decision 0085). The joiners Indian scripts need
 * and the left-to-right and right-to-left marks stay.
 *
 * Without Zod, so that a page checking a field in the browser without Zod can use it; the
 * schemas' check is in plain-text.ts.
 */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|[\p{Cs}\u202a-\u202e\u2066-\u2069]/u;

/** For a field whose own message does not fit a control character (a name, an id, a remark). */
export const CONTROL_CHARACTER_MESSAGE = "Invalid characters";

export interface PlainTextOptions {
  /** Tabs and line breaks are part of the text. */
  multiLine?: boolean;
}

export function hasControlCharacter(text: string, { multiLine = false }: PlainTextOptions = {}) {
  return (multiLine ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(text);
}
