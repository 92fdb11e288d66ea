import { z } from "zod";
import { bulkUploadRowIssues } from "./bulk-upload";
import { addPassengerIssues } from "./issues";
import { passengerTitleFromText } from "./title";

// Apart from bulk-upload.ts, whose columns the browser shows without Zod (decision 0046).
const cell = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const bulkUploadRowSchema = z
  .object({
    title: cell,
    firstName: cell,
    lastName: cell,
    dob: cell,
    pNat: cell.transform((value) => value?.toUpperCase()),
    pNum: cell.transform((value) => value?.toUpperCase()),
    eD: cell,
    pid: cell,
  })
  .superRefine((row, ctx) => addPassengerIssues(ctx, bulkUploadRowIssues(row)))
  .transform((row) => ({ ...row, title: passengerTitleFromText(row.title ?? "") ?? "" }));

export type BulkUploadRow = z.output<typeof bulkUploadRowSchema>;
