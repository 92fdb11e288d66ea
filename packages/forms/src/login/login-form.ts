import { loginPasswordSchema, usernameSchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The login form (F§2, F§5): username (email or mobile) and password, FormData-shaped, as the
 * server action parses it (parseWithZod). Its fields are built on the domain's
 * LOGIN_FIELD_CHECKS, which the login page runs in the browser without Zod (useFieldChecks).
 */
export const loginFormSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
});

export { LOGIN_FORM_LABELS } from "./login-form-labels";
