export * from "./binding/field-props";
export * from "./binding/use-validated-form";
export * from "./login/login-form";
