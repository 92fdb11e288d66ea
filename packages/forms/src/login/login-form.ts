import { loginPasswordSchema, usernameSchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The login form (F§2, F§5): username (email or mobile) and password. FormData-shaped, so
 * the same object runs in the browser (useForm) and in the server action (parseWithZod).
 */
export const loginFormSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
});

export const LOGIN_FORM_LABELS = {
  username: "Email or mobile",
  password: "Password",
  submit: "Login",
  forgotPassword: "Forgot password?",
  register: "Register",
} as const;
