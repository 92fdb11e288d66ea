export * from "./calendar-date";
export * from "./csv";
export * from "./india-time";
export * from "./plain-text";
