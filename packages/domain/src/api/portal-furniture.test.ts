import { describe, expect, it } from "vitest";
import { assignedPoliciesPayloadSchema } from "./assigned-policies";
import { errorLogRequestSchema, notificationSchema } from "./portal-furniture";
import { sendTicketRequestSchema } from "./ticket-delivery";

describe("furniture contracts", () => {
  it("assigned policies: policies[0].value.output.value is a boolean", () => {
    const answer = (value: unknown) => ({
      policies: [{ pid: "P", userId: "U", value: { output: { value } } }],
    });
    expect(assignedPoliciesPayloadSchema.safeParse(answer("yes")).success).toBe(false);
    expect(assignedPoliciesPayloadSchema.safeParse(answer(true)).success).toBe(true);
  });

  it("notifications keep to the 50-character limit (F§9)", () => {
    const notice = { id: "N", receivedOn: "2026-11-01T04:30:00.000Z" };
    expect(notificationSchema.safeParse({ ...notice, message: "x".repeat(50) }).success).toBe(true);
    expect(notificationSchema.safeParse({ ...notice, message: "x".repeat(51) }).success).toBe(
      false,
    );
  });

  it("error log: a message is required and every text is bounded", () => {
    expect(errorLogRequestSchema.safeParse({ data: { message: " " } }).success).toBe(false);
    expect(
      errorLogRequestSchema.safeParse({ data: { message: "m", stack: "s".repeat(4001) } }).success,
    ).toBe(false);
    expect(errorLogRequestSchema.safeParse({ data: { message: "m" } }).success).toBe(true);
  });

  it("send ticket: EMAIL or SMS, with the price unless told otherwise; booking ids read upper-case", () => {
    const parsed = sendTicketRequestSchema.parse({
      data: { bookingId: "wf1234567890123", channel: "SMS" },
    });
    expect(parsed.data).toMatchObject({ bookingId: "WF1234567890123", withPrice: true });
    expect(
      sendTicketRequestSchema.safeParse({ data: { bookingId: "WF1234567890123", channel: "FAX" } })
        .success,
    ).toBe(false);
  });
});
