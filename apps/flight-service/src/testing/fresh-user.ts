import { randomInt, randomUUID } from "node:crypto";
import { devEndpoints } from "@wayfare/domain";
import type { FlightService } from "../index";
import { backendCall, devCall } from "./service-under-test";

export interface FreshUser {
  email: string;
  mobile: string;
  password: string;
  userId: string;
}

/** Registers an account nobody else uses, so tests never share rate limits or OTPs. */
export async function registerFreshUser(
  service: FlightService,
  role: "AGENT" | "CUSTOMER" = "AGENT",
): Promise<FreshUser> {
  const email = `user-${randomUUID()}@fresh.test`;
  const mobile = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  const password = "Fresh@123";
  const response = await service.fetch(
    backendCall({ apiName: "register", email, password, mobile, name: "Fresh Travels", role }),
  );
  const body = await response.json();
  if (!body.status.success) throw new Error(`register failed: ${JSON.stringify(body.errors)}`);
  return { email, mobile, password, userId: body.payload.userId };
}

export interface OutboxEntry {
  channel: "EMAIL" | "SMS";
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest messages for a recipient, through the dev outbox. */
export async function outboxFor(service: FlightService, recipient: string): Promise<OutboxEntry[]> {
  const response = await service.fetch(devCall(devEndpoints.devOutbox, { recipient }));
  return (await response.json()).payload.messages;
}

/** The OTP in the newest message to a recipient. */
export async function latestOtp(service: FlightService, recipient: string): Promise<string> {
  const [message] = await outboxFor(service, recipient);
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no OTP sent to ${recipient}`);
  return code;
}
