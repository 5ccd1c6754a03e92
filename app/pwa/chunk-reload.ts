/**
 * A code chunk that fails to load (a deploy removed it, the network dropped it) reloads the
 * page, at most once per 10 s per path (spec §8), keeping the URL with its query string and
 * the unsaved form input. Both ways a chunk can fail end here: Vite's `vite:preloadError`
 * (entry.client.tsx) and Remix's route-module import (app/pwa/vite-plugin.ts). Decision 008.
 * This module is in the first-load JavaScript; saving the forms comes with /pwa.js
 * (app/pwa/client.ts sets `window.__parvazSaveForms`), loaded when the browser is idle.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = "parvaz:chunk-reload";

/** When each path was last reloaded for a failed chunk (ms since the epoch). */
export type ReloadLog = Record<string, number>;

/** Whether `path` may reload now; if so, the log to remember (older entries are dropped). */
export function reloadGuard(log: ReloadLog, path: string, now: number): ReloadLog | null {
  const last = log[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS && now >= last) return null;
  const next: ReloadLog = { [path]: now };
  for (const [p, at] of Object.entries(log)) if (p !== path && now - at < RELOAD_GUARD_MS) next[p] = at;
  return next;
}

/** Reloads the page for a failed chunk and answers true, or answers false when this path reloaded less than 10 s ago. */
export function chunkFailed(): boolean {
  let log: ReloadLog = {};
  try {
    log = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as ReloadLog;
  } catch {
    // Unreadable or disabled storage: treat as never reloaded.
  }
  const next = reloadGuard(log, location.pathname, Date.now());
  if (!next) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without storage there is no memory across reloads: do not risk a reload loop.
    return false;
  }
  window.__parvazSaveForms?.();
  location.reload();
  return true;
}

declare global {
  interface Window {
    /** Called by Remix's route-module loader (patched in app/pwa/vite-plugin.ts) instead of its own reload. */
    __parvazChunkFailed?: () => boolean;
    /** Keeps the unsaved form input for after the reload (app/pwa/forms.ts, installed by /pwa.js). */
    __parvazSaveForms?: () => void;
  }
}
