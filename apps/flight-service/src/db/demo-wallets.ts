import { fromRupees, pointsToPaise, type WalletKind } from "@wayfare/domain";

/** Opening wallet balances of the demo accounts (README), credited once each. */
export interface DemoWallet {
  userId: string;
  wallet: WalletKind;
  amount: number;
  reason: string;
}

export const DEMO_WALLETS: readonly DemoWallet[] = [
  { userId: "U1001", wallet: "DEPOSIT", amount: fromRupees(250_000), reason: "Opening deposit" },
  { userId: "U1001", wallet: "CREDIT_LINE", amount: fromRupees(500_000), reason: "Credit limit" },
  { userId: "U1002", wallet: "TJ_CASH", amount: pointsToPaise(1_500), reason: "Welcome points" },
  { userId: "U1009", wallet: "DEPOSIT", amount: fromRupees(1_000_000), reason: "Opening deposit" },
  { userId: "U1015", wallet: "CREDIT_LINE", amount: fromRupees(2_000_000), reason: "Credit limit" },
  { userId: "U1021", wallet: "DEPOSIT", amount: fromRupees(500_000), reason: "Opening deposit" },
  { userId: "U1022", wallet: "DEPOSIT", amount: fromRupees(500_000), reason: "Opening deposit" },
  { userId: "U1024", wallet: "DEPOSIT", amount: fromRupees(75_000), reason: "Opening deposit" },
];

export function demoWalletKey({ userId, wallet }: DemoWallet): string {
  return `seed:${userId}:${wallet}`;
}
