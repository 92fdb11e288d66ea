import { z } from "zod";
import { tokenSubjectSchema } from "../auth/token-subject";

/**
 * The user as the service describes it in answers to `login` and `currentUser`
 * (F§3 userInfo): the token subject plus the contact details the portal shows.
 */
export const userInfoSchema = tokenSubjectSchema.extend({
  email: z.string(),
  mobile: z.string().nullable(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;
export type UserInfoInput = z.input<typeof userInfoSchema>;

export const userInfoPayloadSchema = z.object({ userInfo: userInfoSchema });
export type UserInfoPayload = z.infer<typeof userInfoPayloadSchema>;
