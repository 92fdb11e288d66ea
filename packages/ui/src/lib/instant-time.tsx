import { formatIndiaTime } from "@wayfare/domain";

/** An instant (not an airport's wall clock) in India time, as a machine-readable `<time>`. */
export function InstantTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatIndiaTime(value)}</time>;
}
