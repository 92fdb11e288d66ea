import { z } from "zod";

import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  type PlainTextOptions,
} from "./control-characters";

export { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, type PlainTextOptions };

/**
 * The check, first on a string so that nothing after it (trim, the field's own rules) sees
 * the text: `message` is the field's message for a bad value where the spec has one
 * ('Please enter valid Email', 'Invalid OTP', 'Please enter a valid Email or Mobile').
 */
export function noControlCharacters(
  message: string = CONTROL_CHARACTER_MESSAGE,
  options: PlainTextOptions = {},
) {
  return z.refine<string>((text) => !hasControlCharacter(text, options), {
    message,
    abort: true,
  });
}

/** A string without control characters; the field's other checks chain after this one. */
export function plainText(message?: string, options?: PlainTextOptions) {
  return z.string().check(noControlCharacters(message, options));
}
