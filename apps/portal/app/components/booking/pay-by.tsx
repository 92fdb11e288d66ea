import { formatIndiaTime } from "@wayfare/domain";

/** Portal times that are instants (not an airport's wall clock) read in India time. */
export function InstantTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatIndiaTime(value)}</time>;
}

/** Until when the booking can be paid for: the seats are held until then. */
export function PayBy({ payBy, className }: { payBy: string; className?: string }) {
  return (
    <p className={className}>
      Complete payment by <InstantTime value={payBy} /> (India time), or the seats are released.
    </p>
  );
}
