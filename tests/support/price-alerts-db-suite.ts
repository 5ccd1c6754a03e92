import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./db";

/**
 * Flight price alerts on the database (decision 108), on PGlite (tests/unit) and PostgreSQL
 * (tests/pg) with the same assertions: a drop e-mails once even when two checks run at once, a
 * guest's alert is checked only once confirmed, and an alert whose days are past ends itself.
 */
export function priceAlertsDatabaseSuite(kind: "pglite" | "postgres") {
  describe(`price alerts on ${kind}`, () => {
    let drop: () => Promise<void>;
    let query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
    // 03:30 in Tehran on the first day of the schedule.
    const now = new Date("2026-11-22T00:00:00Z");
    const day = "2026-12-01";
    beforeAll(async () => {
      const created = await createTestDatabase(kind, "parvaz_test_alerts");
      drop = created.drop;
      query = created.handle.query;
      const { generateFlights } = await import("~/products/flights/seed");
      await generateFlights(created.handle.db, 3000, "2026-11-22");
      await query(
        `INSERT INTO users (email, first_name, last_name, status, password_hash, client_number) VALUES ('sara@example.com', 'Sara', 'Ahmadi', 'active', 'x', 'C-ALERTS-1')`,
      );
    }, 60_000);
    afterAll(async () => drop());

    const mailsTo = (email: string) =>
      query<{ subject: string; body: string; headers: Record<string, string> | null }>(
        `SELECT subject, body, headers FROM outbox WHERE recipient = $1 ORDER BY id`,
        [email],
      );
    /** Lowers the fare of the cheapest offer of THR → KER on `date` by `percent`. */
    const lower = (date: string, percent: number) =>
      query(
        `UPDATE flights SET price_adult = floor(price_adult * (100 - $2) / 100) WHERE id = (
           SELECT id FROM flights WHERE origin = 'THR' AND destination = 'KER' AND depart_date = $1 AND seats_remaining >= 1
           ORDER BY price_adult + tax_adult, id LIMIT 1)`,
        [date, percent],
      );

    it("e-mails a drop once, even when two checks run at the same time", async () => {
      const { followRoute } = await import("~/products/flights/price-alerts.server");
      const { checkPriceAlerts } = await import("~/products/flights/price-alert-check.server");
      const [user] = await query<{ id: number }>(`SELECT id FROM users WHERE email = 'sara@example.com'`);
      const route = { origin: "THR", destination: "KER", period: day, adults: 1 };
      expect(await followRoute(route, { userId: user.id, email: "sara@example.com" }, "en", now)).toEqual({
        status: "following",
      });
      const [alert] = await query<{ baseline_price: number; status: string }>(
        `SELECT baseline_price, status FROM flight_price_alerts WHERE email = 'sara@example.com'`,
      );
      expect(alert.status).toBe("active");
      expect(alert.baseline_price).toBeGreaterThan(0);

      // Nothing changed: nothing sent.
      await checkPriceAlerts(now);
      expect(await mailsTo("sara@example.com")).toHaveLength(0);

      await lower(day, 30);
      const runs = await Promise.all([checkPriceAlerts(now), checkPriceAlerts(now)]);
      expect(runs.reduce((n, r) => n + r.notified, 0)).toBe(1);
      const mails = await mailsTo("sara@example.com");
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain("Price drop");
      expect(mails[0].body).toContain(`depart=${day}`);
      expect(mails[0].body).toMatch(/\?unsubscribe=\d+\.0\.[\w-]{43}/);
      // RFC 8058: the mail client's one-click "Unsubscribe" posts to the same link.
      const link = /https?:\/\/\S+\?unsubscribe=\S+/.exec(mails[0].body)![0];
      expect(mails[0].headers).toEqual({
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The same price again: no second e-mail.
      await checkPriceAlerts(now);
      expect(await mailsTo("sara@example.com")).toHaveLength(1);
    });

    it("e-mails once when the cheapest fare's seats fall to the threshold", async () => {
      const { followRoute } = await import("~/products/flights/price-alerts.server");
      const { checkPriceAlerts } = await import("~/products/flights/price-alert-check.server");
      const [user] = await query<{ id: number }>(`SELECT id FROM users WHERE email = 'sara@example.com'`);
      const other = "2026-12-03";
      await followRoute(
        { origin: "THR", destination: "KER", period: other, adults: 1 },
        { userId: user.id, email: "sara@example.com" },
        "nl",
        now,
      );
      await query(
        `UPDATE flights SET seats_remaining = 2 WHERE id = (
           SELECT id FROM flights WHERE origin = 'THR' AND destination = 'KER' AND depart_date = $1 AND seats_remaining >= 1
           ORDER BY price_adult + tax_adult, id LIMIT 1)`,
        [other],
      );
      await checkPriceAlerts(now);
      await checkPriceAlerts(now);
      const mails = (await mailsTo("sara@example.com")).filter((m) => m.subject.startsWith("Nog maar weinig stoelen"));
      expect(mails).toHaveLength(1);
      expect(mails[0].body).toContain(": 2.");
    });

    it("checks a guest's alert only once confirmed, in the guest's language", async () => {
      const { followRoute, confirmAlert } = await import("~/products/flights/price-alerts.server");
      const { checkPriceAlerts } = await import("~/products/flights/price-alert-check.server");
      const guest = "guest@example.com";
      const route = { origin: "THR", destination: "KER", period: "1405-09", adults: 1 };
      expect(await followRoute(route, { email: guest, ip: "198.51.100.7" }, "fa", now)).toEqual({ status: "received" });
      const [confirmation] = await mailsTo(guest);
      expect(confirmation.subject).toContain("هشدار قیمت");
      expect(confirmation.body).toContain("آذر ۱۴۰۵");
      await lower("2026-11-30", 60);
      await checkPriceAlerts(now);
      expect(await mailsTo(guest)).toHaveLength(1);

      const token = /\?confirm=([\w.-]+)/.exec(confirmation.body)![1];
      expect(await confirmAlert(token, now)).toBe("confirmed");
      await lower("2026-11-30", 60);
      await checkPriceAlerts(now);
      const mails = await mailsTo(guest);
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toContain("کاهش قیمت");
      expect(mails[1].body).toMatch(/[۰-۹]/);
      expect(await confirmAlert("1.2.xxx", now)).toBe("invalid");
    });

    it("lists a guest's confirmed alert for the account with that verified address, and only its owner stops it", async () => {
      const { alertsOfUser, stopForUser } = await import("~/products/flights/price-alerts.server");
      const [guest] = await query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, status, password_hash, client_number)
         VALUES ('guest@example.com', 'Mina', 'Karimi', 'active', 'x', 'C-ALERTS-2') RETURNING id`,
      );
      const [sara] = await query<{ id: number }>(`SELECT id FROM users WHERE email = 'sara@example.com'`);
      const account = { id: guest.id, email: "guest@example.com", status: "active" };
      const listed = await alertsOfUser(account);
      expect(listed.map((a) => a.period)).toEqual(["1405-09"]);
      expect(await alertsOfUser({ ...account, status: "pending" })).toEqual([]);
      expect(await stopForUser({ id: sara.id, email: "sara@example.com", status: "active" }, listed[0].id)).toBe(false);
      expect((await alertsOfUser(account))[0].status).toBe("active");
    });

    it("ends the alerts whose days are past, and stops one by its link", async () => {
      const { stopWithToken, unsubscribeLink } = await import("~/products/flights/price-alerts.server");
      const { checkPriceAlerts } = await import("~/products/flights/price-alert-check.server");
      const [alert] = await query<{ id: number }>(
        `SELECT id FROM flight_price_alerts WHERE email = 'guest@example.com'`,
      );
      const token = new URL(unsubscribeLink(alert.id, "fa", now)).searchParams.get("unsubscribe")!;
      expect(await stopWithToken(token, now)).toBe(true);
      const later = new Date("2026-12-05T00:00:00Z");
      const result = await checkPriceAlerts(later);
      expect(result.ended).toBe(2);
      const rows = await query<{ email: string; status: string }>(
        `SELECT email, status FROM flight_price_alerts ORDER BY id`,
      );
      expect(rows).toEqual([
        { email: "sara@example.com", status: "ended" },
        { email: "sara@example.com", status: "ended" },
        { email: "guest@example.com", status: "stopped" },
      ]);
    });
  });
}
