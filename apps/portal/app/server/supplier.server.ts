import { parseWithZod } from "@conform-to/zod/v4";
import { ALLOTMENT_MESSAGES, endpoints } from "@wayfare/domain";
import {
  allotmentUploadFormSchema,
  loadWithdrawFormSchema,
  SUPPLIER_INTENTS,
} from "@wayfare/forms";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** What the inventory page shows after a post: the outcome, and a refused upload's rows. */
export interface SupplierActionResult {
  loaded: string | null;
  errors: string[];
  csv: string;
  /** A withdrawal's outcome. */
  withdrawal: { ok: boolean; message: string } | null;
}

const result = (fields: Partial<SupplierActionResult>): SupplierActionResult => ({
  loaded: null,
  errors: [],
  csv: "",
  withdrawal: null,
  ...fields,
});

/**
 * The page's post (multipart, decision 0082): an upload of allotments, checked by the
 * service row by row (a refused one comes back with the file's rows as text, so nothing is
 * lost), or a supplier admin's withdrawal of a load.
 */
export async function supplierAction(
  service: ServiceGateway,
  formData: FormData,
): Promise<{ status: number; result: SupplierActionResult }> {
  if (formData.get("intent") === SUPPLIER_INTENTS.withdraw) {
    const submission = parseWithZod(formData, { schema: loadWithdrawFormSchema });
    if (submission.status !== "success") {
      const withdrawal = { ok: false, message: ALLOTMENT_MESSAGES.notWithdrawn };
      return { status: 400, result: result({ withdrawal }) };
    }
    const withdrawn = await service.call(endpoints.supplierLoadWithdraw, {
      loadId: submission.value.loadId,
    });
    const withdrawal = withdrawn.ok
      ? { ok: true, message: ALLOTMENT_MESSAGES.withdrawn(submission.value.loadId) }
      : { ok: false, message: withdrawn.errors[0]?.message ?? ALLOTMENT_MESSAGES.notWithdrawn };
    return { status: withdrawn.ok ? 200 : withdrawn.httpStatus, result: result({ withdrawal }) };
  }
  const submission = parseWithZod(formData, { schema: allotmentUploadFormSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    return { status: 400, result: result({ errors }) };
  }
  const { allotmentsFile, csv = "" } = submission.value;
  const text = allotmentsFile ? await allotmentsFile.text() : csv;
  const fileName = allotmentsFile?.name || "pasted rows";
  const loaded = await service.call(endpoints.supplierAllotmentsLoad, { csv: text, fileName });
  if (!loaded.ok) {
    const errors = loaded.errors.map((error) => error.message);
    return { status: loaded.httpStatus, result: result({ errors, csv: text }) };
  }
  const { rows, seats } = loaded.payload;
  return { status: 200, result: result({ loaded: ALLOTMENT_MESSAGES.loaded(rows, seats) }) };
}
