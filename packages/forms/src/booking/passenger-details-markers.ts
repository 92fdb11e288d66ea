/** The passenger form's bulk upload: its submit button's name and value… */
export const BULK_UPLOAD_INTENT = { name: "intent", value: "bulk-upload" } as const;

/** …and the hidden field that keeps the form's identity after an upload has filled it. */
export const UPLOAD_ID_FIELD = "uploadId";

/** The duplicate-booking question's 'book anyway' button posts `allowDuplicate=true`. */
export const ALLOW_DUPLICATE_FIELD = "allowDuplicate";
