export * from "./credit-note";
export * from "./gst";
export * from "./invoice-document";
export * from "./invoice-lines";
export * from "./invoice-number";
export * from "./late-payment-interest";
export * from "./miscellaneous-charge";
export * from "./sac-code";
