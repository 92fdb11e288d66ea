import { GATEWAY_MODES, orderRefIdSchema, topUpIdSchema } from "@wayfare/domain";
import { data } from "react-router";

/** The passbook page of `?page=` (1-based in the address, zero-based for the service). */
export function passbookPageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page - 1 : 0;
}

/** A top-up's payment step's address: its id, and the medium (card unless another is named). */
export function topUpStepOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const topUpId = topUpIdSchema.safeParse(params.get("topUpId"));
  if (!topUpId.success) throw data({ message: "This top-up link is not complete." }, 404);
  const mode = GATEWAY_MODES.find((known) => known === params.get("mode")) ?? "CARD";
  return { topUpId: topUpId.data, mode };
}

export function orderRefIdOf(request: Request): string {
  const orderRefId = orderRefIdSchema.safeParse(
    new URL(request.url).searchParams.get("orderRefId"),
  );
  if (!orderRefId.success) throw data({ message: "This payment link is not complete." }, 404);
  return orderRefId.data;
}
