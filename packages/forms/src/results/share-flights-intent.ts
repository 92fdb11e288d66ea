/** The results page's share form posts `intent=share` (apart from its schema: no Zod in the browser). */
export const SHARE_FLIGHTS_INTENT = "share";
