export * from "./passbook";
export * from "./top-up";
