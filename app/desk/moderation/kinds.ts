/**
 * Moderation on the desk (decision 113), without zod so components may import it. A contribution's
 * id names its kind and number: `comment-5`, `question-3`, `answer-9`.
 */
export const contributionKinds = ["comment", "question", "answer"] as const;
export type ContributionKind = (typeof contributionKinds)[number];

export const decisions = { approve: "approved", reject: "rejected", spam: "spam" } as const;
export type DecisionIntent = keyof typeof decisions;

export interface ContributionRef {
  kind: ContributionKind;
  refId: number;
}

export const contributionId = ({ kind, refId }: ContributionRef) => `${kind}-${refId}`;

export function parseContributionId(id: unknown): ContributionRef | null {
  const match = typeof id === "string" ? /^(comment|question|answer)-([1-9][0-9]{0,8})$/.exec(id) : null;
  return match ? { kind: match[1] as ContributionKind, refId: Number(match[2]) } : null;
}

export const isDecisionIntent = (value: unknown): value is DecisionIntent =>
  typeof value === "string" && Object.hasOwn(decisions, value);

export const CONTRIBUTION_MAX = 5000;
