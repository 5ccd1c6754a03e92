import { getDb } from "~/db/client.server";
import { enqueue, type Executor, type Transport } from "./outbox.server";

/**
 * Text messages are queued in the same outbox as e-mail (channel "sms") and delivered by the
 * outbox worker through a provider. The default provider has no gateway: the outbox row is
 * the delivery (status "stored"), where development and tests read it back; a real gateway
 * (Kavenegar, Twilio …) is plugged in with `setSmsProvider` at boot, in the process that runs
 * the worker (server.ts).
 */
export interface Sms {
  /** E.164, e.g. +989121234567 */
  to: string;
  text: string;
}

export interface SmsProvider {
  name: string;
  send(sms: Sms): Promise<void>;
}

let provider: SmsProvider | null = null;

/** @public Installs a real SMS gateway at boot (README, "E-mail"). */
export function setSmsProvider(next: SmsProvider) {
  provider = next;
}

/** Queues a text message; pass the transaction that causes it, or nothing for a message of its own. */
export async function queueSms(sms: Sms, db?: Executor): Promise<{ id: number }> {
  return enqueue(db ?? (await getDb()), { channel: "sms", to: sms.to, subject: "SMS", text: sms.text });
}

/** The SMS transport of the outbox worker. */
export const smsTransport: Transport = async (row) => {
  if (!provider) return "stored";
  await provider.send({ to: row.recipient, text: row.body });
  return "sent";
};
