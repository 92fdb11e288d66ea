import { registerFormSchema as registerRules } from "@wayfare/domain";
import { z } from "zod";

/**
 * The register form (F§2, F§5): email, password (the 6-minimum reading), company name and
 * mobile, with the domain's rules and messages. FormData-shaped.
 */
const { email, password, companyName, mobile } = registerRules.shape;
export const registerFormSchema = z.object({ email, password, companyName, mobile });

export const REGISTER_FORM_LABELS = {
  heading: "Register",
  email: "Email",
  password: "Password",
  companyName: "Company name",
  mobile: "Mobile",
  submit: "Register",
  backToLogin: "Back to login",
  success: "Registration successful. Your account is ready.",
  logIn: "Login to your account",
  unavailable: "Registration is not available.",
} as const;
