import crypto from "node:crypto";
import { sessionSecrets, getEnv } from "~/utils/env.server";
import { cardBrand, digitsOnly, sandboxOutcome, type ChargeOutcome } from "./card";

/**
 * Card payment providers. The shop never sees a CVV and never stores a full card
 * number: it sends the buyer to the provider's hosted page and learns the outcome from
 * a signed callback. A second provider needs only a new adapter implementing
 * `PaymentProvider` (docs/decisions/402-payment-provider.md).
 */
export interface CallbackResult {
  paymentId: number;
  status: ChargeOutcome;
  ref: string;
  brand: string | null;
  last4: string | null;
  /** A reusable card token when the buyer asked to save the card. */
  token: string | null;
  fingerprint: string | null;
  /** The saved card's expiry and holder, as typed on the provider's page. */
  expMonth: number | null;
  expYear: number | null;
  holder: string | null;
}

export interface PaymentProvider {
  id: string;
  /** The provider checks the cardholder's billing address: the checkout then always asks it (decision 405). */
  needsBillingAddress: boolean;
  /** Where to send the buyer to pay `paymentId`, in the language of the page they come from. */
  hostedPageUrl(paymentId: number, locale?: string): string;
  /** Reads and verifies the provider's callback; null when the signature is wrong. */
  verifyCallback(params: URLSearchParams): CallbackResult | null;
  /** Charges a saved card (by token); the idempotency key makes a retry safe. */
  chargeToken(
    token: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<{ status: ChargeOutcome; ref: string }>;
  /** Gives a charge back to its card (whole or part); the idempotency key makes a retry safe. */
  refund(
    chargeRef: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<{ status: "succeeded" | "failed"; ref: string }>;
  /** Turns a card into a token (saving a card in the account). */
  tokenize(card: {
    number: string;
    expMonth: number;
    expYear: number;
    holder: string;
  }): Promise<{ token: string; brand: string; last4: string; fingerprint: string }>;
}

function secret() {
  return getEnv().PAYMENT_SANDBOX_SECRET ?? `sandbox:${sessionSecrets()[0]}`;
}

export function sign(value: string) {
  return crypto.createHmac("sha256", secret()).update(value).digest("base64url");
}

export function signatureValid(value: string, signature: string | null) {
  if (!signature) return false;
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

function fingerprint(number: string) {
  return crypto.createHmac("sha256", `${secret()}:fingerprint`).update(digitsOnly(number)).digest("hex").slice(0, 32);
}

const callbackFields = ["payment", "status", "ref", "brand", "last4", "token", "fp", "exp", "holder"] as const;

export function callbackPayload(params: Record<(typeof callbackFields)[number], string>) {
  return callbackFields.map((f) => `${f}=${params[f]}`).join("&");
}

/** The sandbox provider: its hosted page lives on this server under /_/pay/sandbox. */
export const sandboxProvider: PaymentProvider & {
  outcomeFor(number: string): ChargeOutcome;
  callbackUrl(
    result: Omit<CallbackResult, "token" | "fingerprint" | "expMonth" | "expYear" | "holder">,
    card?: { number: string; expMonth: number; expYear: number; holder: string } | null,
  ): string;
} = {
  id: "sandbox",
  needsBillingAddress: false,
  hostedPageUrl(paymentId, locale) {
    const lang = locale ? `&lang=${encodeURIComponent(locale)}` : "";
    return `/_/pay/sandbox/${paymentId}?sig=${sign(`page:${paymentId}`)}${lang}`;
  },
  outcomeFor: sandboxOutcome,
  callbackUrl(result, card) {
    const token = card ? makeToken(card) : null;
    const params = {
      payment: String(result.paymentId),
      status: result.status,
      ref: result.ref,
      brand: result.brand ?? "",
      last4: result.last4 ?? "",
      token: token ?? "",
      fp: card ? fingerprint(card.number) : "",
      exp: card ? `${card.expMonth}/${card.expYear}` : "",
      holder: card?.holder ?? "",
    };
    const search = new URLSearchParams({ ...params, sig: sign(callbackPayload(params)) });
    return `/_/pay/callback?${search}`;
  },
  verifyCallback(params) {
    const values = Object.fromEntries(callbackFields.map((f) => [f, params.get(f) ?? ""])) as Record<
      (typeof callbackFields)[number],
      string
    >;
    if (!signatureValid(callbackPayload(values), params.get("sig"))) return null;
    if (!["succeeded", "declined", "failed"].includes(values.status)) return null;
    const paymentId = Number(values.payment);
    if (!Number.isInteger(paymentId) || paymentId <= 0) return null;
    const [expMonth, expYear] = values.exp.split("/").map(Number);
    const expiryKnown = Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12 && Number.isInteger(expYear);
    return {
      paymentId,
      status: values.status as ChargeOutcome,
      ref: values.ref,
      brand: values.brand || null,
      last4: values.last4 || null,
      token: values.token || null,
      fingerprint: values.fp || null,
      expMonth: expiryKnown ? expMonth : null,
      expYear: expiryKnown ? expYear : null,
      holder: values.holder || null,
    };
  },
  async chargeToken(token) {
    const data = readToken(token);
    if (!data) return { status: "failed", ref: `sbx_${crypto.randomUUID()}` };
    return { status: data.o, ref: `sbx_${crypto.randomUUID()}` };
  },
  async refund(chargeRef, _amount, _currency, idempotencyKey) {
    // The sandbox gives back any charge it made; the reference is stable per idempotency key.
    const ok = chargeRef.startsWith("sbx_");
    return { status: ok ? "succeeded" : "failed", ref: `sbx_refund_${sign(idempotencyKey).slice(0, 16)}` };
  },
  async tokenize(card) {
    return {
      token: makeToken(card),
      brand: cardBrand(card.number),
      last4: digitsOnly(card.number).slice(-4),
      fingerprint: fingerprint(card.number),
    };
  },
};

/** A sandbox card token: what the provider would keep in its vault, signed (no number, no CVV). */
function makeToken(card: { number: string }) {
  const body = Buffer.from(
    JSON.stringify({ o: sandboxOutcome(card.number), r: crypto.randomBytes(6).toString("hex") }),
  ).toString("base64url");
  return `sbx_${body}.${sign(`token:${body}`)}`;
}

function readToken(token: string): { o: ChargeOutcome } | null {
  const m = token.match(/^sbx_([\w-]+)\.([\w-]+)$/);
  if (!m || !signatureValid(`token:${m[1]}`, m[2])) return null;
  try {
    return JSON.parse(Buffer.from(m[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

const providers: Record<string, PaymentProvider> = { sandbox: sandboxProvider };

export function getProvider(id = getEnv().PAYMENT_PROVIDER): PaymentProvider {
  const provider = providers[id];
  if (!provider) throw new Error(`unknown payment provider ${id}`);
  return provider;
}
