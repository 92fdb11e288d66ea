import type { OtpCodes } from "./auth/otp-codes";
import type { Sessions } from "./auth/sessions";
import type { ServiceConfig } from "./config/service-config";
import type { Database } from "./db/database";

export interface ServiceContext {
  db: Database;
  sessions: Sessions;
  otpCodes: OtpCodes;
  config: ServiceConfig;
}
