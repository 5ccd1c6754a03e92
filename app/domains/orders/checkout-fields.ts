/**
 * The checkout's choice lists and address field names (spec §3), without zod, so the
 * checkout page can render them without loading the form's schema (schema.ts builds the
 * schema from these and re-exports them).
 */
export const charities = [
  "singleMothers",
  "streetChildren",
  "orphans",
  "environment",
  "prisonersFamilies",
  "globalWarming",
  "animals",
] as const;
export const addressFields = [
  "postCode",
  "houseNumber",
  "address",
  "street",
  "city",
  "county",
  "province",
  "mailbox",
] as const;
