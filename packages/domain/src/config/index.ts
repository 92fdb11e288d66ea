export * from "./client";
export * from "./constants";
export * from "./feature-toggles";
export * from "./language-cookies";
export * from "./limits";
export * from "./white-label";
