import { getFixedT } from "~/i18n/i18next.server";
import { codeMail, resetMail } from "~/domains/accounts/mails";
import { requestMail } from "~/domains/requests/request-mail";
import { letter, ownDirection, renderMail } from "./layout";

/** The e-mail layout (decision 021): one document, an HTML part and a text part, in the reader's language and direction. */
describe("renderMail", () => {
  it("escapes every value, keeps values in their own direction and links whole in the text part", async () => {
    const t = await getFixedT("en", "common");
    const mail = renderMail(
      {
        locale: "en",
        subject: "A <b> & 'c'",
        blocks: [
          { kind: "paragraph", text: `Hello ${ownDirection("<script>x</script>")}` },
          { kind: "rows", rows: [{ label: "Code", value: "A&B", ltr: true }] },
          { kind: "button", text: "Open", href: 'https://x.example/?a=1&b="2"' },
        ],
      },
      t,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("<title>A &lt;b&gt; &amp; &#39;c&#39;</title>");
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('<span dir="ltr">A&amp;B</span>');
    expect(mail.html).not.toMatch(/<img|<link|<script|<style|src=|url\(/i);
    expect(mail.text).toContain("Hello <script>x</script>");
    expect(mail.text).toContain('Open:\nhttps://x.example/?a=1&b="2"');
    expect(mail.text).toContain("Code: A&B");
    // No isolate marks in a left-to-right text part.
    expect(mail.text).not.toMatch(/[\u2066-\u2069]/);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(8_000);
  });

  it("a letter's blank lines part its paragraphs", async () => {
    const t = await getFixedT("nl", "common");
    const mail = renderMail(letter("nl", "Onderwerp", "Beste Sara,\n\nBedankt.\nHet team"), t);
    expect(mail.html).toMatch(/^<!doctype html><html lang="nl" dir="ltr">/);
    expect(mail.html).toContain('<p style="margin:0 0 16px">Bedankt.<br>Het team</p>');
    expect(mail.text).toMatch(/^Onderwerp\n\nBeste Sara,\n\nBedankt.\nHet team\n\n--\n\nParvaz, een erkend reisbureau/);
  });
});

describe("the code e-mail", () => {
  it("in Persian: right-to-left with the code left-to-right, and the one-click link", async () => {
    const t = await getFixedT("fa", ["account", "common"]);
    const mail = renderMail(
      codeMail("fa", t, { purpose: "signup", code: "482913", url: "https://parvaz.example/fa/v?token=abc" }),
      t,
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/);
    expect(mail.html).toContain('<p dir="ltr" style="margin:8px 0 20px;text-align:center;');
    expect(mail.html).toContain(">482913</p>");
    expect(mail.html).toContain('href="https://parvaz.example/fa/v?token=abc"');
    expect(mail.subject).toContain("482913");
    expect(mail.text).toContain("482913");
    expect(mail.text).toContain("https://parvaz.example/fa/v?token=abc");
  });

  it("the reset e-mail carries its link in both parts", async () => {
    const t = await getFixedT("fr", ["account", "common"]);
    const mail = renderMail(resetMail("fr", t, "https://parvaz.example/fr/r?token=xyz"), t);
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr" dir="ltr">/);
    expect(mail.html).toContain('href="https://parvaz.example/fr/r?token=xyz"');
    expect(mail.text).toContain("\u00a0:\nhttps://parvaz.example/fr/r?token=xyz");
  });
});

describe("the service request notice", () => {
  it("in Persian: the request's details with Persian digits and Jalali dates", async () => {
    const t = await getFixedT("fa", ["verticals", "common"]);
    const mail = renderMail(
      requestMail("fa", t, {
        number: 1024,
        vertical: "hotels",
        name: "Sara",
        destination: "شیراز",
        startDate: "2026-06-01",
        endDate: "2026-06-05",
        travellers: 3,
        message: null,
      }),
      t,
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="fa" dir="rtl">/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("۱۰۲۴");
      expect(part).toContain("۱۴۰۵/۰۳/۱۱");
      expect(part).toContain("۱۴۰۵/۰۳/۱۵");
      expect(part).toContain("شیراز");
      expect(part).not.toMatch(/1024|2026/);
    }
  });
});
