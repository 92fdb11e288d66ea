import type { UserProfilePayloadInput } from "@wayfare/domain";
import { userInfoOf } from "../api/session";
import type { UserRow } from "../db/schema";

/** The userInfo and the stored profile: the answer of the profile read and of update-user. */
export function profilePayload(user: UserRow): UserProfilePayloadInput {
  const { phone, panInfo, addressInfo } = user.profile;
  return {
    userInfo: userInfoOf(user),
    profile: {
      ...(phone ? { phone } : {}),
      ...(panInfo ? { panInfo } : {}),
      ...(addressInfo ? { addressInfo } : {}),
    },
  };
}
