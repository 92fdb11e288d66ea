/**
 * The login form's words, apart from its schema (login-form.ts) so that the login page's
 * browser code, which checks the fields without Zod, does not download the schema with them.
 */
export const LOGIN_FORM_LABELS = {
  username: "Email or mobile",
  password: "Password",
  submit: "Login",
  forgotPassword: "Forgot password?",
  register: "Register",
} as const;
