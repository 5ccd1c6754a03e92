import nodemailer from "nodemailer";
import type { OutboxRow } from "./outbox.server";
import { sendThrough } from "./mail.server";

/** What leaves the outbox for an SMTP server: a row with HTML goes out as multipart/alternative (decision 021). */
function row(html: string | null, headers: Record<string, string> | null = null): OutboxRow {
  return {
    headers,
    id: 1,
    channel: "email",
    recipient: "sara@example.com",
    subject: "تأیید رزرو PZ12345678",
    body: "سلام سارا\n\nشماره سفارش: PZ12345678",
    html,
    kind: "message",
    ref: null,
    status: "sending",
    attempts: 1,
    nextAttemptAt: new Date(),
    lockedUntil: null,
    claimToken: null,
    lastError: null,
    sentAt: null,
    createdAt: new Date(),
  } as OutboxRow;
}

async function sent(html: string | null, headers: Record<string, string> | null = null) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let raw = "";
  const spy = {
    sendMail: async (mail: Parameters<typeof transport.sendMail>[0]) => {
      const info = await transport.sendMail(mail);
      raw = (info.message as Buffer).toString("utf8");
      return info;
    },
  };
  const status = await sendThrough(spy, "Parvaz <no-reply@parvaz.example>")(row(html, headers), [
    { filename: "PZ12345678.pdf", content: Buffer.from("%PDF-1.4"), contentType: "application/pdf" },
  ]);
  return { status, raw };
}

describe("e-mail delivery", () => {
  it("sends the text and the HTML part as alternatives, with the attachment", async () => {
    const { status, raw } = await sent('<!doctype html><html lang="fa" dir="rtl"><body><p>سلام سارا</p></body></html>');
    expect(status).toBe("sent");
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=PZ12345678\.pdf/);
    // The text part comes first: clients show the last alternative they can (the HTML).
    expect(raw.indexOf("text/plain")).toBeLessThan(raw.indexOf("text/html"));
  });

  it("sends a message without HTML as text only", async () => {
    const { raw } = await sent(null);
    expect(raw).not.toMatch(/multipart\/alternative|text\/html/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
  });

  it("sends a message's own headers: a price alert's one-click unsubscribe (RFC 8058, decision 108)", async () => {
    const link = "https://parvaz.example/en/flights/price-alerts?unsubscribe=1.0.x";
    const { raw } = await sent(null, {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // A long header is folded onto a continuation line (RFC 5322), which readers unfold.
    const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toContain(`List-Unsubscribe: <${link}>`);
    expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});
