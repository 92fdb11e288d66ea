/**
 * No text field takes a control character (issue 16): C0 (U+0000–U+001F), DEL and C1
 * (U+007F–U+009F), nor a lone surrogate. Postgres refuses a NUL in text (the request was a
 * 500) and the others are invisible on the page, in emails and in the logs. Every field a
 * person fills is single-line, so tabs and line breaks are refused there too; a multi-line
 * text (a reported stack trace) keeps them.
 *
 * Without Zod, so that a page checking a field in the browser without Zod can use it; the
 * schemas' check is in plain-text.ts.
 */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** For a field whose own message does not fit a control character (a name, an id, a remark). */
export const CONTROL_CHARACTER_MESSAGE = "Invalid characters";

export interface PlainTextOptions {
  /** Tabs and line breaks are part of the text. */
  multiLine?: boolean;
}

export function hasControlCharacter(text: string, { multiLine = false }: PlainTextOptions = {}) {
  return (multiLine ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(text);
}
