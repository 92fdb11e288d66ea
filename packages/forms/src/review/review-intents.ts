/**
 * The review's submit buttons: 'Review and pay' ('Proceed to pay' once a changed price is
 * shown), or 'Block' (a hold); `protection` prices
 * the protection answers given so far (posted by the page's script). Apart from the review
 * form's schema (review-form.ts) so the page's buttons download no schema.
 */
export const REVIEW_INTENTS = { pay: "pay", hold: "hold", protection: "protection" } as const;
