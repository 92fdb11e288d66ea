import { endpoints } from "@wayfare/domain";
import { checkWithinLimits } from "../auth/attempt-limits";
import { verifyPassword } from "../auth/passwords";
import { findUserByUsername, normaliseUsername } from "../auth/users";
import { clientAddress } from "../http/client-address";
import { forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";
import { startSession } from "./session";

/**
 * apiName "login": 801 for an unknown user or a wrong password (the same answer, so it
 * does not reveal who is registered), 802 for an inactive account with the right password.
 * The business login's role, when sent, must be the account's role. Past the domain's
 * limits of tries for the account, from the caller's address or from all, 429 with 416
 * until the window has passed, whatever the password (decision 0035).
 */
export const login = forPublic(
  endpoints.login,
  async ({ username, password, role }, { ctx, request }) => {
    const user = await findUserByUsername(ctx.db, username);
    // Per account, so its email and mobile share one count; unknown names count by the name.
    const target = user?.id ?? normaliseUsername(username);
    const key = { scope: "login", target, address: clientAddress(request) } as const;
    const outcome = await checkWithinLimits(ctx.db, key, ctx.config.now(), async () => {
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      return passwordMatches && (!role || role === user?.role);
    });
    if (outcome === "limited") return refuse("416", 429);
    if (outcome === "failed" || !user) return refuse("801", 401);
    return startSession(ctx, user, request);
  },
);
