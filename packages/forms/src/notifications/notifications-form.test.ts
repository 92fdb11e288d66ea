import { describe, expect, it } from "vitest";
import { notificationsFormSchema, notificationsPageOf } from "./notifications-form";

const posted = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  const data: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    data[key] = values.length === 1 ? values[0] : values;
  }
  return notificationsFormSchema.safeParse(data);
};

describe("the notifications page's posts", () => {
  it("reads one id, every ticked topic, or none", () => {
    expect(
      posted([
        ["intent", "read"],
        ["id", "12"],
      ]).data,
    ).toEqual({ intent: "read", id: "12" });
    expect(
      posted([
        ["intent", "subscribe"],
        ["topics", "BOOKINGS"],
        ["topics", "WALLET"],
      ]).data,
    ).toEqual({ intent: "subscribe", topics: ["BOOKINGS", "WALLET"] });
    expect(posted([["intent", "subscribe"]]).data).toEqual({ intent: "subscribe", topics: [] });
  });

  it("refuses an unknown topic, a bad id or an unknown intent", () => {
    expect(
      posted([
        ["intent", "subscribe"],
        ["topics", "SPAM"],
      ]).success,
    ).toBe(false);
    expect(
      posted([
        ["intent", "read"],
        ["id", "1; drop"],
      ]).success,
    ).toBe(false);
    expect(posted([["intent", "delete"]]).success).toBe(false);
  });

  it("reads the page from the URL, the first for anything else", () => {
    expect(notificationsPageOf(new URLSearchParams("page=3"))).toBe(3);
    expect(notificationsPageOf(new URLSearchParams("page=-1"))).toBe(1);
    expect(notificationsPageOf(new URLSearchParams("page=x"))).toBe(1);
  });
});
