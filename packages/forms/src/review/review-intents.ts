/**
 * The review's submit buttons: 'Proceed to pay', or 'Block' (a hold). Apart from the review
 * form's schema (review-form.ts) so the page's buttons download no schema.
 */
export const REVIEW_INTENTS = { pay: "pay", hold: "hold" } as const;
