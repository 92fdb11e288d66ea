import { amendmentProcessDataSchema as deskRules } from "@wayfare/domain";
import { z } from "zod";

/**
 * The travel desk's form on each amendment request (J§2 Manage carts): the request's id
 * (hidden), done or refused, and the note the traveller is sent. Each field is held to the
 * rule the service checks it with ('Please choose whether the request was done or refused').
 */
const { requestId, outcome, note } = deskRules.shape;
export const amendmentProcessFormSchema = z.object({ requestId, outcome, note });
