import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { sendThrough } from "./mail.server";
import { enqueue, headerSafe, type Executor, type OutboxRow } from "./outbox.server";

/**
 * Header-bound values (issue 21 item 6): a contact form's name "Inj\r\nBcc: …" went into the
 * outbox subject as it was typed. The outbox is the one place every sender's message goes
 * through, so its recipient and subject are made header-safe there; sending cleans again.
 */
const injected = "Inj\r\nBcc: victim@example.com\r\n\r\nbody";

/** An executor that keeps the row enqueue() writes instead of writing it. */
function recorder() {
  const rows: Record<string, unknown>[] = [];
  const db = {
    insert: () => ({
      values: (row: Record<string, unknown>) => {
        rows.push(row);
        return { returning: async () => [{ id: rows.length }] };
      },
    }),
    execute: async () => ({ rows: [] }),
  } as unknown as Executor;
  return { db, rows };
}

describe("header-bound values of the outbox", () => {
  it("headerSafe turns every control character into a space", () => {
    expect(headerSafe(injected)).toBe("Inj Bcc: victim@example.com body");
    expect(headerSafe("a\tb\u0000c\u007fd\u0085e\u2028f\u2029g")).toBe("a b c d e f g");
    expect(headerSafe("  Contact #3: سارا احمدی  ")).toBe("Contact #3: سارا احمدی");
  });

  it("enqueue writes no CR or LF into the subject or the recipient, whoever sends", async () => {
    const { db, rows } = recorder();
    await enqueue(db, {
      channel: "email",
      to: "Agency@Example.com\r\nBcc: x@example.com",
      subject: `Contact #1: ${injected}`,
      text: "line 1\r\nline 2",
    });
    expect(rows[0].subject).toBe("Contact #1: Inj Bcc: victim@example.com body");
    expect(rows[0].recipient).toBe("agency@example.com bcc: x@example.com");
    // The body is not a header: its lines stay.
    expect(rows[0].body).toBe("line 1\r\nline 2");
  });

  it("a row that still carries CR/LF goes out without an injected header", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    let raw = "";
    const spy = {
      sendMail: async (mail: Parameters<typeof transport.sendMail>[0]) => {
        const info = await transport.sendMail(mail);
        raw = (info.message as Buffer).toString("utf8");
        return info;
      },
    };
    await sendThrough(spy, "Parvaz <no-reply@parvaz.example>")(
      {
        id: 1,
        channel: "email",
        recipient: "agency@example.com",
        subject: injected,
        body: "hi",
        html: null,
      } as OutboxRow,
      [],
    );
    const headers = raw.slice(0, raw.indexOf("\n\n"));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: Inj Bcc: victim@example.com body$/m);
  });
});
