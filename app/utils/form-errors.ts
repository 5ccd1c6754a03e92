/**
 * How many fields a form posted to this page got wrong: the route actions answer a failed
 * submit with conform's reply (`{ status: "error", error: { field: [messages] } }`), as the
 * action data itself or under one key of it (`{ result: reply, … }`). The title then starts
 * with the count, so a screen reader hears it first after a submit without JavaScript
 * (docs/decisions/024-error-summary.md).
 */
export function formErrorCount(actionData: Record<string, unknown> | null | undefined): number {
  let count = 0;
  for (const value of Object.values(actionData ?? {})) {
    const reply = isReply(value)
      ? value
      : value && typeof value === "object"
        ? Object.values(value).find(isReply)
        : undefined;
    if (reply) count += Object.values(reply.error).filter((e) => Array.isArray(e) && e.length).length;
  }
  return count;
}

function isReply(value: unknown): value is { status: "error"; error: Record<string, unknown> } {
  const reply = value as { status?: unknown; error?: unknown } | null;
  return Boolean(reply && reply.status === "error" && typeof reply.error === "object" && reply.error);
}
