/**
 * What a form gives one field of a fieldset (PassengerFieldset, ContactFieldset,
 * GstFieldset): the same shape as the forms package's `namedFieldProps`, without knowing
 * about Conform. `id` is what an error summary links to, `name` what the server reads,
 * `defaultValue` the value shown again after a server round trip, `errors` the messages,
 * verbatim (non-empty makes the field invalid).
 */
export interface FieldBinding {
  id?: string;
  name: string;
  defaultValue?: string | undefined;
  errors?: readonly string[];
}
