export * from "./auth";
export * from "./booking";
export * from "./envelope";
export * from "./ledger";
export * from "./search";
export * from "./user-info";
