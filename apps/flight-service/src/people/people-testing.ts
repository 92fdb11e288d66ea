import { devEndpoints, type Role } from "@wayfare/domain";
import { loginToken } from "../after-booking/after-booking-testing";
import { DEMO_ACCOUNTS } from "../db/demo-accounts";
import type { FlightService } from "../index";
import { devCall } from "../testing/service-under-test";

export interface TestAccount {
  userId: string;
  partnerId: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A new account of the role (like the demo account of that role), logged in; joining,
 * sitting under or assigned as asked (the dev accounts endpoint, decision 0032).
 */
export async function accountOfRole(
  service: FlightService,
  role: Role,
  place: {
    partnerId?: string;
    parentPartnerId?: string;
    salesUserId?: string;
    linkedTo?: string;
  } = {},
): Promise<TestAccount> {
  const demo = DEMO_ACCOUNTS.find(
    (account) => account.role === role && account.status === "ACTIVE",
  );
  if (!demo) throw new Error(`no demo account of role ${role}`);
  const response = await service.fetch(
    devCall(devEndpoints.devAccounts, { like: demo.email, ...place }),
  );
  const made = (await response.json()).payload as Omit<TestAccount, "token">;
  return { ...made, token: await loginToken(service, made.email, made.password) };
}
