import {
  amendmentIdSchema,
  chargeIdSchema,
  endpoints,
  INVOICE_AUDIENCES,
  type InvoiceAudience,
  type InvoicePayload,
  modificationIdSchema,
  reissueIdSchema,
} from "@wayfare/domain";
import { data, redirect } from "react-router";
import { signedIn } from "./after-booking.server";
import { bookingIdFrom, orThrow } from "./booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

function audienceFrom(request: Request): InvoiceAudience {
  const asked = new URL(request.url).searchParams.get("audience");
  const audience = INVOICE_AUDIENCES.find((candidate) => candidate === asked);
  if (!audience) throw data({ message: "This invoice link is not complete." }, 404);
  return audience;
}

/** A credit note's cancellation, when the link names one. */
function amendmentIdFrom(request: Request): string | undefined {
  const asked = new URL(request.url).searchParams.get("amendmentId");
  if (asked === null) return undefined;
  const amendmentId = amendmentIdSchema.safeParse(asked);
  if (!amendmentId.success) throw data({ message: "This credit note link is not complete." }, 404);
  return amendmentId.data;
}

/** An amendment invoice's seats, meals or baggage added, or reissue, when the link names them. */
const DOCUMENT_ID_SCHEMAS = {
  modificationId: modificationIdSchema,
  reissueId: reissueIdSchema,
  chargeId: chargeIdSchema,
};

function amendedFrom(request: Request, name: keyof typeof DOCUMENT_ID_SCHEMAS): string | undefined {
  const asked = new URL(request.url).searchParams.get(name);
  if (asked === null) return undefined;
  const schema = DOCUMENT_ID_SCHEMAS[name];
  const parsed = schema.safeParse(asked);
  if (!parsed.success) throw data({ message: "This invoice link is not complete." }, 404);
  return parsed.data;
}

/**
 * The invoice a link names: a ticketed booking's tax invoice (or, with `amendmentId`, a
 * cancellation's credit note; with `modificationId` or `reissueId`, the amendment invoice of
 * seats, meals or baggage added, or of a date or class change; with `chargeId`, a
 * miscellaneous invoice) for one audience (J§2 more options, J§3 invoice fields). Login is required
 * ('Login for Invoice').
 */
export async function invoiceFor(
  request: Request,
  service: ServiceGateway,
): Promise<InvoicePayload> {
  const bookingId = bookingIdFrom(request);
  if (!(await signedIn(service))) throw redirect("/app/login");
  const audience = audienceFrom(request);
  const amendmentId = amendmentIdFrom(request);
  const modificationId = amendedFrom(request, "modificationId");
  const reissueId = amendedFrom(request, "reissueId");
  const chargeId = amendedFrom(request, "chargeId");
  return orThrow(
    await service.call(endpoints.flightInvoice, {
      bookingId,
      audience,
      ...(amendmentId ? { amendmentId } : {}),
      ...(modificationId ? { modificationId } : {}),
      ...(reissueId ? { reissueId } : {}),
      ...(chargeId ? { chargeId } : {}),
    }),
  );
}
