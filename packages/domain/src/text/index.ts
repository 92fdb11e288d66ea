export * from "./india-time";
export * from "./plain-text";
