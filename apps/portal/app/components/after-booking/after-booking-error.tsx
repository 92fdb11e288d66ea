import { catalogueError } from "@wayfare/domain";
import { Alert } from "@wayfare/ui";
import { isRouteErrorResponse, Link } from "react-router";
import { linkClasses } from "./link-classes";

/** The message a loader threw (the service's, verbatim), else the catalogue's 100. */
export function thrownMessage(error: unknown): string {
  const thrown = isRouteErrorResponse(error) ? (error.data as { message?: unknown }) : undefined;
  return typeof thrown?.message === "string" ? thrown.message : catalogueError("100").message;
}

/**
 * The error of an after-booking page, inside the signed-in layout: the message the loader
 * threw (the service's, verbatim: 'No booking found for the PNR'), and the way back.
 */
export function AfterBookingError({ error, title }: { error: unknown; title: string }) {
  const message = thrownMessage(error);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Alert tone="error" live={false}>
        {message}
      </Alert>
      <p className="flex flex-wrap gap-6">
        <Link to="/my-bookings" className={linkClasses}>
          My bookings
        </Link>
        <Link to="/flight" className={linkClasses}>
          Search flights
        </Link>
      </p>
    </div>
  );
}
