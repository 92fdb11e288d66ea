export * from "./catalogue";
export * from "./handling";
export * from "./response-mapping";
export * from "./texts";
export * from "./wayfare-catalogue";
