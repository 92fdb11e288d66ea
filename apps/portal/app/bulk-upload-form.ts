/** The passenger form's bulk upload: its submit button's name and value… */
export const BULK_UPLOAD_INTENT = { name: "intent", value: "bulk-upload" } as const;

/** …and the hidden field that keeps the form's identity after an upload has filled it. */
export const UPLOAD_ID_FIELD = "uploadId";
