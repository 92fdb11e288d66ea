export * from "./coach-tour";
export * from "./user-notifications";
