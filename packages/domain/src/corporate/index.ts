export * from "./fare-policies";
export * from "./out-of-policy-csv";
