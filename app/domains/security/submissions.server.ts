import { hitAll, reset } from "./rate-limit.server";
import { duplicateKeys, submissionLimitKeys, type SubmissionKind } from "./submissions";

/**
 * The one gate of the public forms that publish or e-mail something (decision 304), run
 * after validation and before anything is stored: the limits per IP and per author, then
 * the duplicate check. Counters live in the shared limiter (database or Redis), so every
 * server process sees the same counts and two identical posts at once store one.
 */
export type Gate =
  | { outcome: "accepted"; release: () => Promise<void> }
  | { outcome: "limited"; retryAfter: number }
  | { outcome: "duplicate" };

export interface Submission {
  ip: string | null;
  /** authorKey(userId, email) */
  author: string | null;
  /** The fields that make the text compared for duplicates. */
  text: (string | number | null | undefined)[];
}

export async function gateSubmission(kind: SubmissionKind, submission: Submission, now = new Date()): Promise<Gate> {
  const limit = await hitAll(submissionLimitKeys(kind, submission.ip, submission.author), now);
  if (!limit.allowed) return { outcome: "limited", retryAfter: limit.retryAfter };
  const seen = duplicateKeys(kind, submission.text, submission.ip, submission.author);
  const first = await hitAll(seen, now);
  if (!first.allowed) return { outcome: "duplicate" };
  // When storing fails after all, the text is forgotten again so that the author's retry is not a "duplicate".
  return { outcome: "accepted", release: async () => void (await Promise.all(seen.map((k) => reset(k.key)))) };
}

/** A post the gate turned away: over a limit (answer 429 with Retry-After), or already received. */
export type Refused = { status: "limited"; retryAfter: number } | { status: "duplicate" };

export function refusal(gate: Exclude<Gate, { outcome: "accepted" }>): Refused {
  return gate.outcome === "limited" ? { status: "limited", retryAfter: gate.retryAfter } : { status: "duplicate" };
}
