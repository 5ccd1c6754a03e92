/**
 * The desk's queue of requests and messages (decision 113), without zod so components may import it.
 * An item's id on the desk names its kind and its number: `request-5` (a desk request from a
 * product's request form), `contact-12` (a contact message), `job-3` (a job application).
 */
export const requestKinds = ["request", "contact", "job"] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestStatuses = ["new", "progress", "answered", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export interface ItemRef {
  kind: RequestKind;
  refId: number;
}

export const itemId = ({ kind, refId }: ItemRef) => `${kind}-${refId}`;

export function parseItemId(id: string | undefined | null): ItemRef | null {
  const match = /^(request|contact|job)-([1-9][0-9]{0,9})$/.exec(id ?? "");
  if (!match) return null;
  const refId = Number(match[2]);
  return refId <= 2_147_483_647 ? { kind: match[1] as RequestKind, refId } : null;
}

export const isRequestKind = (value: unknown): value is RequestKind =>
  (requestKinds as readonly unknown[]).includes(value);
export const isRequestStatus = (value: unknown): value is RequestStatus =>
  (requestStatuses as readonly unknown[]).includes(value);

export const REPLY_MAX = 5000;
