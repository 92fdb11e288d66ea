import type { MoneyAccount, StatementEntry, UserDueInfoPayload } from "@wayfare/domain";

/** Dues of a story account: ₹50,000 deposit, ₹1,00,000 limit with ₹12,500 due, ₹4,500 of it overdue. */
export const storyDues = (over: Partial<UserDueInfoPayload> = {}): UserDueInfoPayload => ({
  creditLine: { limit: 10_000_000, due: 1_250_000, available: 8_750_000 },
  deposit: { balance: 5_000_000, due: 0 },
  totalDue: 1_250_000,
  oldDueInfo: { amount: 450_000, before: "2026-11-12T04:30:00.000Z" },
  ...over,
});

export const storyAccounts: MoneyAccount[] = [
  {
    userId: "U200201",
    name: "Skyline Travels",
    email: "accounts@skyline.test",
    role: "AGENT",
    partnerId: "P2002",
    dues: storyDues(),
  },
  {
    userId: "U200202",
    name: "Sunrise Journeys",
    email: "owner@sunrise.test",
    role: "AGENT",
    partnerId: "P2003",
    dues: storyDues({
      creditLine: { limit: 0, due: 0, available: 0 },
      totalDue: 0,
      oldDueInfo: { amount: 0, before: "2026-11-12T04:30:00.000Z" },
    }),
  },
];

export const storyStatement: StatementEntry[] = [
  {
    id: 3,
    at: "2026-11-26T06:15:00.000Z",
    reason: "FLIGHT_BOOKING",
    reference: "WF2611260000031",
    amount: -450_050,
    balance: 4_549_950,
  },
  {
    id: 2,
    at: "2026-11-25T09:00:00.000Z",
    reason: "Opening deposit",
    amount: 5_000_000,
    balance: 5_000_000,
    enteredBy: { userId: "U1010", name: "Nikhil Distributor" },
  },
];
