import { markupPercentageSchema } from "@wayfare/domain";
import { z } from "zod";

/** The markup editor's buttons post `markupAction=apply` or `markupAction=reset`. */
export const MARKUP_ACTION_FIELD = "markupAction";
export const MARKUP_ACTIONS = { apply: "apply", reset: "reset" } as const;

/**
 * The agent's markup (J§3 markupApplied): a percentage applied, or reset to none. Its value
 * is the markup in basis points (0: none), by the domain's rule and message.
 */
export const markupFormSchema = z
  .discriminatedUnion(MARKUP_ACTION_FIELD, [
    z.object({
      [MARKUP_ACTION_FIELD]: z.literal(MARKUP_ACTIONS.apply),
      markup: markupPercentageSchema,
    }),
    z.object({ [MARKUP_ACTION_FIELD]: z.literal(MARKUP_ACTIONS.reset) }),
  ])
  .transform((form) => ("markup" in form ? (form.markup ?? 0) : 0));
