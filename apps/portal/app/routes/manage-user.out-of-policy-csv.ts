import { endpoints } from "@wayfare/domain";
import { data } from "react-router";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { outOfPolicyAsked } from "../server/out-of-policy.server";
import type { Route } from "./+types/manage-user.out-of-policy-csv";

/** F§7's corporate CSV: the out-of-policy report with the page's filters (the service writes it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = outOfPolicyAsked(new URL(request.url));
  if (!asked) throw data(null, { status: 404 });
  const { from, to, travellerId, reason } = asked;
  const file = orThrow(
    await serviceOf(context).call(endpoints.corporateCsvDownload, {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(travellerId ? { travellerId } : {}),
      ...(reason ? { reason } : {}),
    }),
  );
  return new Response(file.csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
