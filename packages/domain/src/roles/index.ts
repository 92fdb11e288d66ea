export * from "./audit-actions";
export * from "./booking-desk";
export * from "./booking-visibility";
export * from "./groups";
export * from "./landing";
export * from "./login-required";
export * from "./permissions";
export * from "./roles";
