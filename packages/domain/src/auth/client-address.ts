import { z } from "zod";

/** The key of every caller whose address is absent or not an IP address. */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/;

/** An IPv6 address's eight groups; a dotted IPv4 tail counts as two. */
function ipv6Groups(address: string): string[] {
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const [head, tail] = address.split("::");
  const front = groups(head);
  const back = groups(tail);
  return [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
}

/**
 * The client address an attempt limit counts by (decision 0035): an IPv4 address as it is
 * (also when written IPv4-mapped, as Node reports it), an IPv6 address by its /64 network,
 * since one subscriber is given a whole /64 and could otherwise try from a fresh address
 * each time; anything else is "unknown", which all such callers share.
 */
export function attemptAddressKey(value: string | null | undefined): string {
  const address = value?.trim().toLowerCase() ?? "";
  const mapped = IPV4_MAPPED.exec(address)?.[1] ?? address;
  if (ipv4.safeParse(mapped).success) return mapped;
  if (!ipv6.safeParse(address).success) return UNKNOWN_CLIENT_ADDRESS;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}
