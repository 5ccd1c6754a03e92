import { getDb } from "~/db/client.server";
import { outbox } from "~/db/schema";

/**
 * Text messages go through a provider. The default one records each message in the same
 * outbox table as e-mail (channel "sms"), where development and tests read it back; a real
 * gateway (Kavenegar, Twilio …) is plugged in with `setSmsProvider` at boot.
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

export const outboxSmsProvider: SmsProvider = {
  name: "outbox",
  async send(sms) {
    const db = await getDb();
    await db
      .insert(outbox)
      .values({ channel: "sms", recipient: sms.to, subject: "SMS", body: sms.text, status: "stored" });
  },
};

let provider: SmsProvider = outboxSmsProvider;

/** @public Installs a real SMS gateway at boot (README, "E-mail"). */
export function setSmsProvider(next: SmsProvider) {
  provider = next;
}

export async function sendSms(sms: Sms) {
  await provider.send(sms);
}
