import type { GatewayMode } from "@wayfare/domain";

/** The wallet pages' addresses, for loaders and components alike. */
export const passbookPageHref = (page: number) => `/wallet?page=${page + 1}#passbook`;

export const topUpPaymentHref = (topUpId: string, mode: GatewayMode) =>
  `/topUp/payment?topUpId=${topUpId}&mode=${mode}`;

export const topUpConfirmationHref = (orderRefId: string) =>
  `/topUp/confirmation/?orderRefId=${orderRefId}`;
