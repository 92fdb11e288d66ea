export * from "./calendar-date";
export * from "./india-time";
export * from "./plain-text";
