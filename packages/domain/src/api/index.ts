export * from "./auth";
export * from "./booking";
export * from "./booking-lifecycle";
export * from "./envelope";
export * from "./ledger";
export * from "./search";
export * from "./user-info";
