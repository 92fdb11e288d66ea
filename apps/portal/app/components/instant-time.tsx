import { formatIndiaTime } from "@wayfare/domain";

/** Portal times that are instants (not an airport's wall clock) read in India time. */
export function InstantTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatIndiaTime(value)}</time>;
}
