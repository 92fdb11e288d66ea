/**
 * Where each carrier the network sells takes web check-in (J§2 more options: web check-in
 * links): the airline's own website. Check-in is the airline's; the portal only links to it.
 */
export const AIRLINE_WEBSITES: Readonly<Record<string, string>> = {
  "6E": "https://www.goindigo.in/",
  AI: "https://www.airindia.com/",
  QP: "https://www.akasaair.com/",
  SG: "https://www.spicejet.com/",
  IX: "https://www.airindiaexpress.com/",
  EK: "https://www.emirates.com/",
  EY: "https://www.etihad.com/",
  QR: "https://www.qatarairways.com/",
  SQ: "https://www.singaporeair.com/",
  TG: "https://www.thaiairways.com/",
  MH: "https://www.malaysiaairlines.com/",
  CX: "https://www.cathaypacific.com/",
  NH: "https://www.ana.co.jp/",
  BA: "https://www.britishairways.com/",
  LH: "https://www.lufthansa.com/",
  AF: "https://www.airfrance.com/",
  UA: "https://www.united.com/",
  UL: "https://www.srilankan.com/",
  WY: "https://www.omanair.com/",
  BG: "https://www.biman-airlines.com/",
  RA: "https://www.nepalairlines.com.np/",
};

/**
 * When airlines take web check-in (the notices say it opens 48 hours before departure); it
 * closes an hour before a domestic departure and 75 minutes before an international one.
 */
export const WEB_CHECK_IN_WINDOW = {
  opensHoursBefore: 48,
  closesMinutesBefore: { domestic: 60, international: 75 },
} as const;

export interface WebCheckInLink {
  airlineCode: string;
  airlineName: string;
  href: string;
}

/** One link per carrier of the journey, in flying order; carriers without a website none. */
export function webCheckInLinks(
  segments: readonly { airline: { code: string; name: string } }[],
): WebCheckInLink[] {
  const links = new Map<string, WebCheckInLink>();
  for (const { airline } of segments) {
    const href = AIRLINE_WEBSITES[airline.code];
    if (href && !links.has(airline.code)) {
      links.set(airline.code, { airlineCode: airline.code, airlineName: airline.name, href });
    }
  }
  return [...links.values()];
}
