/** Constants shared by the desk's order and customer forms and their screens (zod-free, decision 016). */
export const refundMethods = ["card", "wallet", "gift_card"] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const orderStatuses = ["pending_payment", "confirmed", "cancelled", "expired"] as const;

export const NOTE_MAX = 2000;
export const REASON_MAX = 500;
export const SEARCH_PAGE = 25;
