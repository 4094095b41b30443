/** The field holding the entries of a file whose top level is a list (data/regions/*.yaml, data/services.yaml): Decap edits an object, not a list. */
export const LIST_FILE_FIELD = "entries";
