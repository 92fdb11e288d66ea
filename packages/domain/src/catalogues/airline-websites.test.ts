import { describe, expect, it } from "vitest";
import { AIRLINE_WEBSITES, WEB_CHECK_IN_WINDOW, webCheckInLinks } from "./airline-websites";

const segment = (code: string, name: string) => ({ airline: { code, name } });

describe("web check-in links (J§2 more options)", () => {
  it("one link per carrier, in flying order, to the airline's own https website", () => {
    const links = webCheckInLinks([
      segment("6E", "IndiGo"),
      segment("6E", "IndiGo"),
      segment("EK", "Emirates"),
      segment("ZZ", "Unknown Air"),
    ]);
    expect(links).toEqual([
      { airlineCode: "6E", airlineName: "IndiGo", href: "https://www.goindigo.in/" },
      { airlineCode: "EK", airlineName: "Emirates", href: "https://www.emirates.com/" },
    ]);
    for (const href of Object.values(AIRLINE_WEBSITES)) expect(href).toMatch(/^https:\/\/[^/]+\/$/);
  });

  it("opens 48 hours before departure; closes 60 minutes before domestic, 75 international", () => {
    expect(WEB_CHECK_IN_WINDOW).toEqual({
      opensHoursBefore: 48,
      closesMinutesBefore: { domestic: 60, international: 75 },
    });
  });
});
