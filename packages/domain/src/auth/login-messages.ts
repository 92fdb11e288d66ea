import { ERROR_CATALOGUE } from "../errors/catalogue";

/**
 * Login messages of foundations.md §5 (the rules are in login.ts; the messages live apart so
 * that a page showing one does not download the schemas with it).
 *
 * "Blank username: invalid username message" names no text. The username is an
 * email-or-mobile value, and the spec's own wording for a bad one is the library message
 * 'Please enter a valid Email or Mobile' (F§5): that is the text (docs/decisions/0004).
 * A blank password uses the library's 'Password must not be empty' (F§5, J§5), and a
 * blank OTP the catalogue's 803 'Invalid OTP'.
 */
export const LOGIN_MESSAGES = {
  invalidUsername: "Please enter a valid Email or Mobile",
  emptyPassword: "Password must not be empty",
  invalidOtp: ERROR_CATALOGUE["803"],
  selectEmail: "Please Select an Email Address",
  socialFailure: "Authentication Failed! Please try again.",
} as const;
