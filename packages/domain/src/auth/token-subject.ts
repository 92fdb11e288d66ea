import { z } from "zod";
import { roleSchema } from "../roles/roles";

/**
 * The JSON subject carried by the session token (foundations.md §3): userId, partnerId,
 * role, name, additionalInfo (gps list, aps list, logo url), tt, bs (balance info) and
 * ds (dues, with oldDueInfo). The spec does not spell out tt, bs and ds beyond that, so
 * they are kept open (passthrough) while the fields the portal reads are typed.
 */
export const tokenSubjectSchema = z.object({
  userId: z.string().min(1),
  partnerId: z.string().min(1),
  role: roleSchema,
  name: z.string(),
  additionalInfo: z
    .object({
      gps: z.array(z.string()).default([]),
      aps: z.array(z.string()).default([]),
      logoUrl: z.string().optional(),
    })
    .default({ gps: [], aps: [] }),
  tt: z.string().optional(),
  bs: z.record(z.string(), z.unknown()).optional(),
  ds: z.looseObject({ oldDueInfo: z.unknown().optional() }).optional(),
});

export type TokenSubject = z.infer<typeof tokenSubjectSchema>;
export type TokenSubjectInput = z.input<typeof tokenSubjectSchema>;

/** The subject travels as JSON text in the token's `sub` claim. */
export function parseTokenSubject(sub: unknown): TokenSubject | null {
  if (typeof sub !== "string") return null;
  try {
    const parsed = tokenSubjectSchema.safeParse(JSON.parse(sub));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serialiseTokenSubject(subject: TokenSubjectInput): string {
  return JSON.stringify(tokenSubjectSchema.parse(subject));
}
