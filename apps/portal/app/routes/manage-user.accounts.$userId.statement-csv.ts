import { endpoints, moneyStatementCsvRequestSchema } from "@wayfare/domain";
import { data } from "react-router";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/manage-user.accounts.$userId.statement-csv";

/** One wallet's whole statement of a managed account as a CSV download (the service writes it). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const wallet = new URL(request.url).searchParams.get("wallet") ?? "DEPOSIT";
  const asked = moneyStatementCsvRequestSchema.shape.data.safeParse({
    userId: params.userId,
    wallet,
  });
  if (!asked.success) throw data(null, { status: 404 });
  const file = orThrow(await serviceOf(context).call(endpoints.moneyStatementCsv, asked.data));
  return new Response(file.csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
