import { devDemoLikeAccount } from "./dev-accounts/demo-like-account";
import { devRefuseTicketing } from "./dev-airline/refuse-ticketing";
import { devArriveBooking } from "./dev-clock/arrive-booking";
import { devExpireBooking } from "./dev-clock/expire-booking";
import type { DevEndpointHandlers } from "./http/register-endpoints";
import { devOutbox } from "./outbox/dev-outbox";

/** The handler of each entry of the development-only endpoint table (off in production). */
export const devEndpointHandlers: DevEndpointHandlers = {
  devOutbox,
  devAccounts: devDemoLikeAccount,
  devExpireBooking,
  devArriveBooking,
  devRefuseTicketing,
};
