import type { OtpCodes } from "./auth/otp-codes";
import type { TokenIssuer } from "./auth/tokens";
import type { ServiceConfig } from "./config/service-config";
import type { Database } from "./db/database";

export interface ServiceContext {
  db: Database;
  tokens: TokenIssuer;
  otpCodes: OtpCodes;
  config: ServiceConfig;
}
