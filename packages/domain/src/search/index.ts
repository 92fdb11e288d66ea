export * from "./multicity";
export * from "./recent-searches";
export * from "./search-form-defaults";
export * from "./search-query";
export * from "./search-server-checks";
export * from "./search-url";
export * from "./search-url-validity";
export * from "./stops";
