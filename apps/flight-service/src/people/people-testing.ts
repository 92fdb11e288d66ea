import { devEndpoints, ROLES, type Role } from "@wayfare/domain";
import { loginToken } from "../after-booking/after-booking-testing";
import { DEMO_ACCOUNTS } from "../db/demo-accounts";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { backendCall, devCall } from "../testing/service-under-test";

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

/** The set-password link's query and code from the newest email to the address. */
export async function setPasswordEmailTo(service: FlightService, email: string) {
  const [message] = await outboxFor(service, email);
  const link = message?.body.match(/https?:\/\/\S+\/app\/reset-password\?\S+/)?.[0];
  const code = message?.body.match(/\bcode (\d{6})\b/)?.[1];
  if (!link || !code) throw new Error(`no set-password email to ${email}`);
  return { subject: message?.subject, query: new URL(link).searchParams, code };
}

/** An invited account's password set from its email, and its token. */
export async function acceptInvitation(service: FlightService, email: string, password: string) {
  const invitation = await setPasswordEmailTo(service, email);
  await service.fetch(
    backendCall({
      apiName: "reset",
      userName: email,
      requestId: invitation.query.get("requestId"),
      otp: invitation.code,
      newPassword: password,
      reTypePassword: password,
    }),
  );
  return loginToken(service, email, password);
}

/**
 * One new account of every role, for the authorisation suites: the AGENT heads an agency the
 * SALES account looks after, so that the salesperson's reach can be tested too.
 */
export async function callersOfEveryRole(service: FlightService): Promise<Map<Role, TestAccount>> {
  const callers = new Map<Role, TestAccount>();
  for (const role of ROLES.filter((role) => role !== "AGENT")) {
    callers.set(role, await accountOfRole(service, role));
  }
  const sales = callers.get("SALES") as TestAccount;
  callers.set("AGENT", await accountOfRole(service, "AGENT", { salesUserId: sales.userId }));
  return callers;
}
