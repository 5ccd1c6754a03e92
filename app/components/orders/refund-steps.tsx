/**
 * Where a cancellation now falls on a line's own refund rules (a train's refund ladder), per
 * line, beside the refund quote: what each product says through `refundNow` of its contract.
 */
export function RefundSteps({ steps }: { steps: { line: string; words: string }[] }) {
  if (!steps.length) return null;
  return (
    <ul className="mt-2 text-sm" data-testid="train-refund-step">
      {steps.map((s) => (
        <li key={s.line}>
          <strong>{s.line}</strong> {s.words}
        </li>
      ))}
    </ul>
  );
}
