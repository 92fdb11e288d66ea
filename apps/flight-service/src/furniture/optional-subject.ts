import type { TokenSubject } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { bearerToken } from "../http/authenticate";

/** The caller's subject when a valid token came with the request; visitors get null. */
export async function optionalSubject(
  ctx: ServiceContext,
  request: Request,
): Promise<TokenSubject | null> {
  const token = bearerToken(request);
  return token ? ctx.tokens.read(token) : null;
}
