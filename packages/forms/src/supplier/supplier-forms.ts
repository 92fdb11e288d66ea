import {
  ALLOTMENT_CSV_MAX_CHARACTERS,
  ALLOTMENT_MESSAGES,
  allotmentCsvSchema,
  plainText,
} from "@wayfare/domain";
import { z } from "zod";

export const SUPPLIER_INTENTS = { load: "load", withdraw: "withdraw" } as const;

/**
 * The inventory page's upload (multipart, decision 0082): a CSV file or its rows as text
 * (the file wins when both are given). The rows' own rules are the service's, with the
 * domain's messages; here only that something was sent and that it is not too big.
 */
export const allotmentUploadFormSchema = z
  .object({
    intent: z.literal(SUPPLIER_INTENTS.load),
    allotmentsFile: z
      .instanceof(File)
      .refine((file) => file.size <= ALLOTMENT_CSV_MAX_CHARACTERS, ALLOTMENT_MESSAGES.tooBig)
      .optional(),
    csv: allotmentCsvSchema.optional(),
  })
  .refine((form) => form.allotmentsFile !== undefined || form.csv !== undefined, {
    message: ALLOTMENT_MESSAGES.nothingChosen,
    path: ["allotmentsFile"],
  });

/** A supplier admin's withdrawal of a load from sale. */
export const loadWithdrawFormSchema = z.object({
  intent: z.literal(SUPPLIER_INTENTS.withdraw),
  loadId: plainText().trim().min(1).max(64),
});
