/** The passenger form's bulk upload: its submit button's name and value… */
export const BULK_UPLOAD_INTENT = { name: "intent", value: "bulk-upload" } as const;

/** …and the hidden field that keeps the form's identity after an upload has filled it. */
export const UPLOAD_ID_FIELD = "uploadId";

/** The duplicate-booking question's 'book anyway' button posts `allowDuplicate=true`. */
export const ALLOW_DUPLICATE_FIELD = "allowDuplicate";

/** The GST section's 'Save these GST details for future bookings' posts `saveGst=true`. */
export const SAVE_GST_FIELD = "saveGst";

/**
 * The GST history picker: its select posts the chosen GST number under SAVED_GST_FIELD and
 * its button this intent, so that without JavaScript the action fills the GST section.
 */
export const SAVED_GST_FIELD = "savedGst";
export const USE_SAVED_GST_INTENT = { name: "intent", value: "use-saved-gst" } as const;
