import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { connectingTrip } from "../../lib/trip-stories";
import { FlightResultCard } from "./FlightResultCard";

const fares = createElement("ul", { "aria-label": "Fares" }, createElement("li", null, "Saver"));

function serverRendered(detailsWhenOpened?: boolean) {
  return renderToString(
    createElement(FlightResultCard, { trip: connectingTrip, detailsWhenOpened }, fares),
  );
}

describe("FlightResultCard, server-rendered", () => {
  it("holds its fares and flight details in the closed disclosure, to open without JavaScript", () => {
    const html = serverRendered();
    expect(html).toMatch(/<details[^>]*>\s*<summary/);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(html).toContain('aria-label="Fares"');
    expect(html).toContain('aria-label="Flight details, DEL to BOM"');
  });

  it("for a page whose browser runs scripts, sends the summary alone: they are rendered once opened", () => {
    const html = serverRendered(true);
    expect(html).toContain("Fares and details");
    expect(html).not.toContain('aria-label="Fares"');
    expect(html).not.toContain('aria-label="Flight details');
    expect(html).toContain("Cheapest fare");
  });
});
