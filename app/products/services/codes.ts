/**
 * The estimate's lists and bounds (decision 800), zod-free so that components may import them: what an item is,
 * its unit, the project's states, the bounds the form and the database's CHECKs share.
 */
export const itemKinds = [
  "room_nights",
  "flights",
  "bus",
  "guide",
  "hall",
  "catering",
  "visa",
  "insurance",
  "transfer",
  "activity",
  "other",
] as const;
export type ItemKind = (typeof itemKinds)[number];

export const itemUnits = ["night", "person", "day", "trip", "hour", "piece"] as const;
export type ItemUnit = (typeof itemUnits)[number];

/**
 * A project's states (decision 800): `draft` while the estimate is being built (not yet in "my projects"),
 * `in_progress` once saved (spec §4), `quote_requested` when the customer asked the agency for a firm quote,
 * `firm` once the desk firmed it up (a validity date and firm prices), `completed` when the work is done (spec §4),
 * `cancelled` when either side gives it up.
 */
export const projectStatuses = ["draft", "in_progress", "quote_requested", "firm", "completed", "cancelled"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Which states may follow which (the desk's half adds its steps on the same table). */
export const projectTransitions: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ["in_progress", "cancelled"],
  in_progress: ["quote_requested", "cancelled"],
  quote_requested: ["firm", "in_progress", "cancelled"],
  firm: ["completed", "in_progress", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canMove(from: ProjectStatus, to: ProjectStatus) {
  return projectTransitions[from].includes(to);
}

/** The customer edits the items only while the estimate is theirs to change. */
export const editableStatuses: readonly ProjectStatus[] = ["draft", "in_progress"];

/** The currencies an estimate may be priced in (the spec's table, §9) and their minor-unit digits. */
export const estimateCurrencies = { EUR: 2, USD: 2, IRR: 0, GBP: 2, CAD: 2 } as const;
export type EstimateCurrency = keyof typeof estimateCurrencies;
export const estimateCurrencyCodes = Object.keys(estimateCurrencies) as EstimateCurrency[];

export const bounds = {
  nameMax: 80,
  titleMax: 80,
  /** Volume: more than 0, at most this, 2 decimals (1.5 days). */
  volumeMax: 10000,
  /** Coefficient: more than 0, at most this, 4 decimals (1.15 for a peak season). */
  coefficientMax: 10,
  /** Value: major units, at most 12 digits before the point (rials). */
  valueDigits: 12,
  personsMax: 1000,
  itemsMax: 60,
} as const;
