import { parseWithZod } from "@conform-to/zod/v4";
import { DESK_LOOKUP_MESSAGES } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { deskBookingSearchFormSchema } from "./desk-booking-search-form";

const parse = (query?: string) =>
  parseWithZod(new URLSearchParams(query === undefined ? {} : { query }), {
    schema: deskBookingSearchFormSchema,
  });

describe("the booking desk's search, as the manage-carts loader parses the URL", () => {
  it("gives a booking id or a PNR upper-cased", () => {
    const id = parse(" wf2603010000001 ");
    expect(id.status === "success" && id.value).toEqual({ query: "WF2603010000001" });
    const pnr = parse("x7kq2p");
    expect(pnr.status === "success" && pnr.value).toEqual({ query: "X7KQ2P" });
  });

  it(`answers '${DESK_LOOKUP_MESSAGES.query}' for a name, a blank and nothing`, () => {
    for (const query of ["Ravi Kumar", "", undefined]) {
      expect(errorOf(parse(query))).toEqual({ query: [DESK_LOOKUP_MESSAGES.query] });
    }
  });
});
