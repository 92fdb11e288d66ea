import {
  correctedOnlyWhenDone,
  amendmentProcessDataSchema as deskRules,
  nameCorrectionSchema,
} from "@wayfare/domain";
import { z } from "zod";

/** Nothing typed in the corrected name's fields: the desk corrects no name. */
const noneTyped = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((field) => field === undefined || field === "");

/**
 * The travel desk's form on each amendment request (J§2 Manage carts): the request's id
 * (hidden), done or refused, and the note the traveller is sent; on a correction request, the
 * traveller and their corrected name, left empty when no name changes. Each field is held to
 * the rule the service checks it with ('Please choose whether the request was done or
 * refused').
 */
const { requestId, outcome, note } = deskRules.shape;
export const amendmentProcessFormSchema = z
  .object({
    requestId,
    outcome,
    note,
    nameCorrection: z
      .object({
        passengerId: z.string().optional(),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
      })
      .optional()
      .transform((value) => (noneTyped(value) ? undefined : value))
      .pipe(nameCorrectionSchema.optional()),
  })
  .refine(correctedOnlyWhenDone.check, correctedOnlyWhenDone.params);
