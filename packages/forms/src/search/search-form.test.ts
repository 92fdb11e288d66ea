import { parseWithZod } from "@conform-to/zod/v4";
import { encodeSearchUrl } from "@wayfare/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesOffTheForm, searchFormSchema, searchOfUrl } from "./search-form";

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const parse = (entries: Record<string, string>) =>
  parseWithZod(formData(entries), { schema: searchFormSchema });

const errorsOf = (entries: Record<string, string>) => {
  const submission = parse(entries);
  return submission.status === "error" ? submission.error : null;
};

const oneWay = { tripType: "0", from: "DEL", to: "BOM", dep: "2026-12-01", ADT: "2" };

describe("search form schema, as the browser and /flight/list read it", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("a blank form gets a message per required field", () => {
    expect(errorsOf({ tripType: "0", from: "", to: "", dep: "" })).toEqual({
      from: ["Please enter where you are flying from"],
      to: ["Please enter where you are flying to"],
      dep: ["Please enter a departure date"],
    });
  });

  it("a round trip needs a return date", () => {
    expect(errorsOf({ ...oneWay, tripType: "1", ret: "" })).toEqual({
      ret: ["Please enter a return date"],
    });
  });

  it("the server checks (J§8 1001–1006) land next to their field", () => {
    expect(errorsOf({ ...oneWay, ADT: "1", INF: "2" })).toEqual({
      INF: ["Infant can't be greater than adults"],
    });
    expect(errorsOf({ ...oneWay, ADT: "1", CHD: "2" })).toEqual({
      CHD: ["Child can't be greater than adults"],
    });
    expect(errorsOf({ ...oneWay, to: "DEL" })).toEqual({
      to: ["Origin and destination can't be same"],
    });
    expect(errorsOf({ ...oneWay, ADT: "6", CHD: "4" })).toEqual({
      ADT: ["Passengers can't be more than 9"],
    });
    expect(errorsOf({ ...oneWay, tripType: "1", ret: "2026-11-30" })).toEqual({
      ret: ["Travel dates must be ascending"],
    });
    expect(errorsOf({ ...oneWay, tripType: "1", ret: "2028-01-01" })).toEqual({
      ret: ["Travel date can't be after a year"],
    });
    expect(errorsOf({ ...oneWay, dep: "2028-01-01" })).toEqual({
      dep: ["Travel date can't be after a year"],
    });
  });

  it("a departure in the past is out of order from today (1003), at the departure date", () => {
    expect(errorsOf({ ...oneWay, dep: "2026-11-21" })).toEqual({
      dep: ["Travel dates must be ascending"],
    });
    expect(errorsOf({ ...oneWay, dep: "2026-11-22" })).toBeNull();
    expect(errorsOf({ ...oneWay, tripType: "1", dep: "2026-11-21", ret: "2026-11-25" })).toEqual({
      dep: ["Travel dates must be ascending"],
    });
  });

  it("an airport must be a code from the list", () => {
    expect(errorsOf({ ...oneWay, from: "Delhi" })).toEqual({
      from: ["Please choose an airport from the list"],
    });
  });

  it("a valid form is the domain's search query, whose URL the codec writes", () => {
    const submission = parse({ ...oneWay, from: "del", pClass: "ECONOMY", pft: "REGULAR" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(encodeSearchUrl(submission.value)).toBe(
      "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&ADT=2&CHD=0&INF=0&pClass=ECONOMY&tripType=0",
    );
  });

  it("a round trip carries its return date", () => {
    const submission = parse({ ...oneWay, tripType: "1", ret: "2026-12-05", pft: "STUDENT" });
    expect(submission.status === "success" && encodeSearchUrl(submission.value)).toBe(
      "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&ret=2026-12-05&ADT=2&CHD=0&INF=0&pClass=ECONOMY&tripType=1&pft=STUDENT",
    );
  });

  it("reads every results URL the codec writes: multicity legs, airlines, direct flights", () => {
    const url =
      "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&origin_1=BOM&destination_1=GOI&depDate_1=2026-12-03&origin_2=GOI&destination_2=DEL&depDate_2=2026-12-06&ADT=1&CHD=0&INF=0&pClass=BUSINESS&tripType=2&prefAirCode=6E%2CAI&isDirect=true";
    const submission = parseWithZod(new URL(url, "http://portal.test").searchParams, {
      schema: searchFormSchema,
    });
    expect(submission.status === "success" && encodeSearchUrl(submission.value)).toBe(url);
    expect(submission.status === "success" && submission.value).toMatchObject({
      tripType: "MULTICITY",
      preferredAirlines: ["6E", "AI"],
      searchModifiers: { isDirectFlight: true },
    });
  });

  const multicity = { ...oneWay, tripType: "2", origin_1: "BOM", destination_1: "GOI" };

  it("a multicity leg's fields get the form's messages, at the leg's field", () => {
    expect(errorsOf({ ...multicity, destination_1: "Panaji" })).toEqual({
      destination_1: ["Please choose an airport from the list"],
      depDate_1: ["Please enter a departure date"],
    });
  });

  it("a multicity search has 2 to 5 flights (J§4)", () => {
    expect(errorsOf({ ...oneWay, tripType: "2" })).toEqual({
      "": ["Please enter at least 2 flights for a multicity search"],
    });
    const sixLegs = Object.fromEntries(
      [1, 2, 3, 4, 5].flatMap((n) => [
        [`origin_${n}`, "BOM"],
        [`destination_${n}`, "GOI"],
        [`depDate_${n}`, "2026-12-03"],
      ]),
    );
    expect(errorsOf({ ...oneWay, tripType: "2", ...sixLegs })).toEqual({
      "": ["Please choose at most 5 flights for a multicity search"],
    });
  });

  it("the server checks land on the multicity leg that fails them", () => {
    expect(errorsOf({ ...multicity, depDate_1: "2026-11-30" })).toEqual({
      depDate_1: ["Travel dates must be ascending"],
    });
    expect(errorsOf({ ...multicity, destination_1: "BOM", depDate_1: "2026-12-03" })).toEqual({
      destination_1: ["Origin and destination can't be same"],
    });
  });

  it("traveller counts a link can't mean are refused in words, not a parser's", () => {
    const message = "Please choose how many travellers from the list";
    expect(errorsOf({ ...oneWay, ADT: "1.5" })).toEqual({ ADT: [message] });
    expect(errorsOf({ ...oneWay, ADT: "0" })).toEqual({ ADT: [message] });
    expect(errorsOf({ ...oneWay, CHD: "-1" })).toEqual({ CHD: [message] });
    expect(errorsOf({ ...oneWay, INF: "many" })).toEqual({ INF: [message] });
    expect(errorsOf({ ...oneWay, ADT: "99999999999999999999" })).toEqual({ ADT: [message] });
  });

  it("a link's unreadable choices are told in words, at their field, not a parser's", () => {
    expect(errorsOf({ ...oneWay, tripType: "9" })).toEqual({
      tripType: ["Please choose one way, round trip or multi city"],
    });
    expect(errorsOf({ ...oneWay, pClass: "PILOT" })).toEqual({
      pClass: ["Please choose a cabin class from the list"],
    });
    expect(errorsOf({ ...oneWay, pft: "XX" })).toEqual({
      pft: ["Please choose a fare type from the list"],
    });
    expect(errorsOf({ ...oneWay, connection: "nonstop" })).toEqual({
      connection: ["Please choose any, direct only or connecting only flights"],
    });
    expect(errorsOf({ ...oneWay, isDirect: "maybe" })).toEqual({
      isDirect: ["Please choose any, direct only or connecting only flights"],
    });
  });

  it("preferred airlines are airline codes", () => {
    expect(errorsOf({ ...oneWay, prefAirCode: "6E,IndiGo" })).toEqual({
      prefAirCode: ["Please choose airlines from the list"],
    });
  });

  it("a results URL is read by the same schema; what the form cannot show is said apart", () => {
    const url = (query: string) => new URLSearchParams(query);
    expect(searchOfUrl(url("from=DEL&to=BOM&dep=2026-12-01&ADT=2"))).toMatchObject({
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: "2026-12-01" }],
    });
    expect(searchOfUrl(url("from=DEL&to=DEL&dep=2026-12-01"))).toBeUndefined();
    const refused = parseWithZod(url("from=DEL&to=BOM&dep=2026-12-01&tripType=2&origin_1=BOM"), {
      schema: searchFormSchema,
    });
    // A leg's messages are the form's now: they show at the leg's fields, not apart.
    expect(messagesOffTheForm(refused.status === "error" ? refused.error : undefined)).toEqual([]);
    const sixth = parseWithZod(
      url(
        "from=DEL&to=BOM&dep=2026-12-01&tripType=2&origin_1=BOM&destination_1=GOI&depDate_1=2026-12-02&origin_5=GOI",
      ),
      { schema: searchFormSchema },
    );
    expect(messagesOffTheForm(sixth.status === "error" ? sixth.error : undefined)).toEqual([
      "Please choose at most 5 flights for a multicity search",
    ]);
  });

  it("the form's choice of stops is the URL's direct or connecting flag (J§4)", () => {
    const url = (query: string) => new URLSearchParams(`from=DEL&to=BOM&dep=2026-12-01&${query}`);
    expect(searchOfUrl(url("connection=direct"))?.searchModifiers).toEqual({
      isDirectFlight: true,
    });
    expect(searchOfUrl(url("connection=connecting"))?.searchModifiers).toEqual({
      isConnectingFlight: true,
    });
    expect(searchOfUrl(url("connection=any&isDirect=true"))?.searchModifiers).toEqual({});
    expect(searchOfUrl(url("isDirect=true"))?.searchModifiers).toEqual({ isDirectFlight: true });
    expect(searchOfUrl(url("connection=nonstop"))).toBeUndefined();
    // The results' own stops filter is not the search's choice.
    expect(searchOfUrl(url("stops=0&stops=1"))?.searchModifiers).toEqual({});
  });

  it("preferred airlines come one per ticked box or as a link's list", () => {
    const url = (query: string) => new URLSearchParams(`from=DEL&to=BOM&dep=2026-12-01&${query}`);
    expect(searchOfUrl(url("prefAirCode=6E&prefAirCode=ai"))?.preferredAirlines).toEqual([
      "6E",
      "AI",
    ]);
    expect(searchOfUrl(url("prefAirCode=6E,AI"))?.preferredAirlines).toEqual(["6E", "AI"]);
    expect(searchOfUrl(url(""))?.preferredAirlines).toEqual([]);
  });
});
