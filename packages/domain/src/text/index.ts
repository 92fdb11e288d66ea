export * from "./plain-text";
