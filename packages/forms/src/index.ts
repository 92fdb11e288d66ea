export * from "./binding/field-props";
export * from "./binding/use-validated-form";
export * from "./forgot-password/forgot-password-form";
export * from "./internal-login/internal-login-form";
export * from "./login/login-form";
export * from "./register/register-form";
export * from "./reset-password/reset-password-form";
