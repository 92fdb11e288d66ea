export * from "./config-tokens";
export * from "./session-expiry";
export * from "./token-claims";
export * from "./token-cookie";
