import { registerFormSchema as domainRegisterFormSchema } from "@wayfare/domain";

/**
 * The register form (F§2, F§5): email, password (the 6-minimum reading), company name and
 * mobile, with the domain's rules and messages. FormData-shaped.
 */
export const registerFormSchema = domainRegisterFormSchema;

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
