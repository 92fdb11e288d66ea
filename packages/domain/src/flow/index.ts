export * from "./flow-type";
export * from "./payment-route";
export * from "./retail-redirect";
