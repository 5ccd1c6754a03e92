/**
 * The trains domain's code lists (pure, shared by server and browser; decision 600). Every
 * list that the database keeps is a CHECK in migration 0410; codes.test.ts compares them.
 */

/** Operators selling on the Iranian network (RAI's private passenger companies). */
export const operators = ["raja", "fadak", "safir", "noor", "simorgh"] as const;
export type Operator = (typeof operators)[number];

/**
 * Wagon types: an open-seat car (`seat`, rows of seats in one saloon), cars of 4-berth and
 * 6-berth compartments, and a VIP car of 2-berth compartments with a private washbasin.
 */
export const wagonTypes = ["seat", "berth4", "berth6", "vip"] as const;
export type WagonType = (typeof wagonTypes)[number];

/**
 * Who a compartment is sold to on a date, fixed by its first sale: a family (any party
 * travelling together, men and women), men only or women only; `whole` — one booking bought
 * every berth. Open-seat cars have no compartments.
 */
export const compartmentKinds = ["family", "men", "women"] as const;
export type CompartmentKind = (typeof compartmentKinds)[number];
export const compartmentHolds = [...compartmentKinds, "whole"] as const;
export type CompartmentHold = (typeof compartmentHolds)[number];

/** Meals that can be ordered on board (besides the refreshments included in every ticket). */
export const meals = ["none", "breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof meals)[number];

/** Departure time of day, the filter's bands (local time): night 00–06, morning 06–12, afternoon 12–18, evening 18–24. */
export const timesOfDay = ["night", "morning", "afternoon", "evening"] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const genders = ["male", "female"] as const;
export type Gender = (typeof genders)[number];
