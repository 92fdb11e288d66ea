import { describe, expect, it } from "vitest";
import { AMENDMENT_DESK_MESSAGES, mayProcessAmendmentRequests } from "../booking/amendment";
import { amendmentProcessDataSchema } from "./amendment-request";

const messages = (input: object) =>
  amendmentProcessDataSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path[0], issue.message]);

describe("the travel desk's amendment requests (decision 0027)", () => {
  it("the call centre, its supervisors and admins work the queue; nobody else", () => {
    for (const role of ["CALLCENTER", "SUPERVISOR", "ADMIN"]) {
      expect(mayProcessAmendmentRequests(role)).toBe(true);
    }
    for (const role of ["AGENT", "CUSTOMER", "GUEST", "CORPORATE", "ACCOUNTS", "SUPPLIER"]) {
      expect(mayProcessAmendmentRequests(role)).toBe(false);
    }
  });

  it("closing a request needs the outcome and a note for the traveller", () => {
    expect(
      amendmentProcessDataSchema.parse({
        requestId: "AR1234567890",
        outcome: "COMPLETED",
        note: "  Moved to 12 Dec, fare difference ₹1,200 paid.  ",
      }),
    ).toEqual({
      requestId: "AR1234567890",
      outcome: "COMPLETED",
      note: "Moved to 12 Dec, fare difference ₹1,200 paid.",
    });
    expect(messages({ requestId: "AR1234567890" })).toEqual([
      ["outcome", AMENDMENT_DESK_MESSAGES.outcomeRequired],
      ["note", AMENDMENT_DESK_MESSAGES.noteRequired],
    ]);
    expect(messages({ requestId: "AR1234567890", outcome: "REJECTED", note: "   " })).toEqual([
      ["note", "Please write what was done, or why it was refused"],
    ]);
    expect(messages({ requestId: "AM1234567890", outcome: "DONE", note: "x" })).toEqual([
      ["requestId", "Invalid request id"],
      ["outcome", "Please choose whether the request was done or refused"],
    ]);
  });
});
