import { catalogueError } from "@wayfare/domain";
import { Alert } from "@wayfare/ui";
import { isRouteErrorResponse } from "react-router";

/** A journey page that did not open: the service's message, for a visitor with no account. */
export function JourneyError({ error, title }: { error: unknown; title: string }) {
  const thrown = isRouteErrorResponse(error) ? (error.data as { message?: unknown }) : undefined;
  const message =
    typeof thrown?.message === "string" ? thrown.message : catalogueError("100").message;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Alert tone="error" live={false}>
        {message}
      </Alert>
    </div>
  );
}
