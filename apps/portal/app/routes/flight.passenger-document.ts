import { endpoints } from "@wayfare/domain";
import { data } from "react-router";
import { bookingIdFrom, orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/flight.passenger-document";

/**
 * GET /flight/passenger-document?bookingId=…&passenger=N: a passenger's uploaded document
 * as a download, for the booking's viewers (the service answers nobody else).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bookingId = bookingIdFrom(request);
  const passengerIndex = Number(new URL(request.url).searchParams.get("passenger"));
  if (!Number.isInteger(passengerIndex) || passengerIndex < 0 || passengerIndex > 8) {
    throw data({ message: "No such passenger on this booking." }, 404);
  }
  const service = serviceOf(context);
  const document = orThrow(
    await service.call(endpoints.fetchDocument, { bookingId, passengerIndex }),
  );
  const safeName = document.name.replace(/[^\w.-]+/g, "_");
  return new Response(new Uint8Array(Buffer.from(document.content, "base64")), {
    headers: {
      "content-type": document.contentType,
      "content-disposition": `attachment; filename="${safeName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
