import { z } from "zod";
import { fromRupees } from "../money/money";
import { noControlCharacters } from "../text/plain-text";
import { WALLET_PART_MESSAGES } from "./wallet-part";

/** The wallet part's box: a positive amount in rupees with at most two decimals, as paise. */
export const walletPartAmountSchema = z
  .string({ error: WALLET_PART_MESSAGES.amount })
  .check(noControlCharacters(WALLET_PART_MESSAGES.amount))
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, WALLET_PART_MESSAGES.amount)
  .transform((rupees) => fromRupees(Number(rupees)))
  .refine((amount) => amount > 0, WALLET_PART_MESSAGES.amount);
