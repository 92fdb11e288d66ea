import type { TokenIssuer } from "./auth/tokens";
import type { Database } from "./db/database";

export interface ServiceContext {
  db: Database;
  tokens: TokenIssuer;
}
