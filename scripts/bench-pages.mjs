// What the portal's benchmarks ask for: a signed-in agent's cookie and a search's results URL.

import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { repoRoot } from "./built-portal.mjs";

const { encodeSearchUrl } = await tsImport(
  path.join(repoRoot, "packages/domain/src/search/index.ts"),
  import.meta.url,
);

function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export function searchPath(from, to, returning = false) {
  const legs = [{ fromCityOrAirport: from, toCityOrAirport: to, travelDate: day(40) }];
  if (returning) legs.push({ fromCityOrAirport: to, toCityOrAirport: from, travelDate: day(45) });
  return encodeSearchUrl({
    tripType: returning ? "RETURN" : "ONEWAY",
    routeInfos: legs,
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  });
}

export const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)] };
};

export async function logIn(base) {
  const form = (fields) => ({ method: "POST", body: new URLSearchParams(fields) });
  const account = await (
    await fetch(`${base}/dev/accounts`, form({ like: "agent@wayfare.test" }))
  ).json();
  const login = await fetch(`${base}/app/login`, {
    ...form({ username: account.email, password: account.password }),
    headers: { origin: base },
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("the login set no cookie");
  return cookie;
}
