import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "../text/control-characters";
import { LOGIN_MESSAGES } from "./login-messages";

/**
 * The login form's field checks (F§5) as plain functions, without Zod: the login page runs
 * them in the browser before any request, and login.ts builds the login schemas on them, so
 * each rule is written once. A check takes the field's text ("" when the field is missing)
 * and returns its message, or undefined when the text passes.
 */
export const LOGIN_FIELD_CHECKS = {
  /** Blank, or a control character: 'Please enter a valid Email or Mobile'. */
  username: (text: string) =>
    hasControlCharacter(text) || text.trim() === "" ? LOGIN_MESSAGES.invalidUsername : undefined,
  /** Not trimmed (spaces may be part of a password): empty is 'Password must not be empty'. */
  password: (text: string) =>
    hasControlCharacter(text)
      ? CONTROL_CHARACTER_MESSAGE
      : text === ""
        ? LOGIN_MESSAGES.emptyPassword
        : undefined,
} as const;
