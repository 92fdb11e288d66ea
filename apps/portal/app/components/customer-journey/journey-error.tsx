import { Alert } from "@wayfare/ui";
import { thrownMessage } from "../after-booking/after-booking-error";

/** A journey page that did not open: the service's message, for a visitor with no account. */
export function JourneyError({ error, title }: { error: unknown; title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Alert tone="error" live={false}>
        {thrownMessage(error)}
      </Alert>
    </div>
  );
}
