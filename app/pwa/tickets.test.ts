import { describe, expect, it } from "vitest";
import {
  cacheForAnswer,
  cachesToDrop,
  isOwnerId,
  isTicketPdfPath,
  markOfflineCopy,
  NO_OWNER,
  OWNER_HEADER,
  readOwner,
  TICKET_HEADER,
  ticketCacheName,
  ticketKey,
} from "./tickets";

const userA = "u-AAAAAAAAAAAAAAAAAAAAAA";
const userB = "u-BBBBBBBBBBBBBBBBBBBBBB";
const guest = "g-0123456789abcdefABCD_-";

describe("tickets offline: owners and caches (decision 107)", () => {
  it("accepts only the server's owner ids", () => {
    expect(isOwnerId(userA)).toBe(true);
    expect(isOwnerId(guest)).toBe(true);
    for (const bad of [
      "none",
      "",
      "u-short",
      `x-${"A".repeat(22)}`,
      `u-${"A".repeat(22)}/`,
      `u-${"A".repeat(23)}`,
      null,
    ])
      expect(isOwnerId(bad)).toBe(false);
  });

  it("reads the owner header: absent is unknown, anything unexpected is nobody", () => {
    expect(readOwner(null)).toBeNull();
    expect(readOwner(userA)).toBe(userA);
    expect(readOwner("none")).toBe(NO_OWNER);
    expect(readOwner("../../etc")).toBe(NO_OWNER);
  });

  it("names one cache per owner and none for nobody", () => {
    expect(ticketCacheName(userA)).toBe(`parvaz-tickets-${userA}`);
    expect(ticketCacheName(NO_OWNER)).toBeNull();
    expect(ticketCacheName(null)).toBeNull();
  });

  it("drops every other owner's tickets, never the precache or the owner record", () => {
    const names = [
      "workbox-precache-v2-http://x/",
      "parvaz-ticket-owner",
      `parvaz-tickets-${userA}`,
      `parvaz-tickets-${userB}`,
      `parvaz-tickets-${guest}`,
    ];
    expect(cachesToDrop(names, userB)).toEqual([`parvaz-tickets-${userA}`, `parvaz-tickets-${guest}`]);
    expect(cachesToDrop(names, NO_OWNER)).toEqual([
      `parvaz-tickets-${userA}`,
      `parvaz-tickets-${userB}`,
      `parvaz-tickets-${guest}`,
    ]);
  });
});

describe("tickets offline: which answers are kept", () => {
  const answer = (
    headers: Record<string, string>,
    more: Partial<{ ok: boolean; type: string; redirected: boolean }> = {},
  ) => ({
    ok: true,
    type: "basic",
    redirected: false,
    headers: new Headers(headers),
    ...more,
  });

  it("keeps a marked answer in its owner's cache", () => {
    expect(cacheForAnswer(answer({ [OWNER_HEADER]: userA, [TICKET_HEADER]: "PZ1" }))).toBe(`parvaz-tickets-${userA}`);
  });

  it("keeps no page that is not a ticket, no ticket without an owner, no error and no other origin's answer", () => {
    expect(cacheForAnswer(answer({ [OWNER_HEADER]: userA }))).toBeNull();
    expect(cacheForAnswer(answer({ [OWNER_HEADER]: "none", [TICKET_HEADER]: "PZ1" }))).toBeNull();
    expect(cacheForAnswer(answer({ [TICKET_HEADER]: "PZ1" }))).toBeNull();
    const marked = { [OWNER_HEADER]: userA, [TICKET_HEADER]: "PZ1" };
    expect(cacheForAnswer(answer(marked, { ok: false }))).toBeNull();
    expect(cacheForAnswer(answer(marked, { type: "opaque" }))).toBeNull();
    expect(cacheForAnswer(answer(marked, { redirected: true }))).toBeNull();
  });

  it("keys a ticket by its address without the query, on the worker's origin only", () => {
    const origin = "https://parvaz.example";
    expect(ticketKey(`${origin}/en/booking/PZ1?print=1`, origin)).toBe(`${origin}/en/booking/PZ1`);
    expect(ticketKey("https://elsewhere.example/en/booking/PZ1", origin)).toBeNull();
  });

  it("knows the PDF's address", () => {
    expect(isTicketPdfPath("/_/ticket/PZ-123")).toBe(true);
    expect(isTicketPdfPath("/_/ticket/PZ-123/x")).toBe(false);
    expect(isTicketPdfPath("/en/booking/PZ-123")).toBe(false);
  });

  it("marks the copy it answers on <html>, with nothing but the time", () => {
    const html = '<!DOCTYPE html><html lang="fa" dir="rtl"><head></head></html>';
    expect(markOfflineCopy(html, "2026-11-26T15:00:00.000Z")).toBe(
      '<!DOCTYPE html><html data-offline-copy="2026-11-26T15:00:00.000Z" lang="fa" dir="rtl"><head></head></html>',
    );
    expect(markOfflineCopy(html, '"><script>')).toContain('data-offline-copy="script"');
  });
});
