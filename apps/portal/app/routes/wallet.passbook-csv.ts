import { endpoints } from "@wayfare/domain";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/wallet.passbook-csv";

/** The signed-in user's whole passbook as a CSV download (the service writes it). */
export async function loader({ context }: Route.LoaderArgs) {
  const file = orThrow(await serviceOf(context).call(endpoints.passbookCsv, {}));
  return new Response(file.csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
