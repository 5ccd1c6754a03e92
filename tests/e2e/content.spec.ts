import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, honeypotOf, login, outboxFor, ready, test } from "./fixtures";

/** Content, help and discovery (issue 6), each test run with JavaScript on ("js") and off ("nojs"). */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A distinct client address per test, so the per-IP limits of one test never touch another. */
const asClient = async (page: Page) => {
  const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
};

/** The parsed JSON-LD blocks of the page. */
async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as { "@type": string; [k: string]: unknown });
}

test("a visitor reads an article: author, date, reading time, body, related articles and structured data", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/en/blogs");
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Traveller club blog" })).toBeVisible();
  await page.getByRole("link", { name: "Flying with children without stress" }).click();
  await expect(page).toHaveURL(/\/en\/blogs\/flying-with-children-without-stress$/);
  await expect(page.getByRole("heading", { level: 1, name: "Flying with children without stress" })).toBeVisible();
  const article = page.getByRole("article");
  await expect(article.getByRole("link", { name: "Maryam Hosseini" })).toBeVisible();
  await expect(article.getByText("1 October 2026")).toBeVisible();
  await expect(article.getByText(/min read/)).toBeVisible();
  await expect(article.getByRole("heading", { level: 2, name: "At the airport and on board" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "0 comments" })).toBeVisible();
  const types = (await jsonLd(page)).map((d) => d["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  const ld = (await jsonLd(page)).find((d) => d["@type"] === "Article")!;
  expect(ld.headline).toBe("Flying with children without stress");
  expect((ld.author as { name: string }).name).toBe("Maryam Hosseini");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/blog\/family-travel\.svg$/,
  );
  // Each language has its own slug: hreflang and the language switcher go to the translated article.
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
    "href",
    /\/nl\/blog\/zonder-stress-vliegen-met-kinderen$/,
  );
  await page.getByRole("button", { name: "فارسی" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "سفر هوایی با کودکان بدون استرس" })).toBeVisible();
  // The date in Persian is Jalali: 1 October 2026 is 9 Mehr 1405.
  await expect(page.getByRole("article").getByText(/مهر ۱۴۰۵/)).toBeVisible();
});

test("the blog is filtered by category and paged", async ({ page, jsEnabled }) => {
  await page.goto("/en/blogs");
  await ready(page, jsEnabled);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole("navigation", { name: "Pages" }).getByText("2", { exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name: "Travel in Iran" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Traveller club blog: Travel in Iran");
  await expect(page.getByRole("link", { name: "The Tehran–Mashhad night train: a complete guide" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Three days in Istanbul" })).toHaveCount(0);
});

test.describe("comments on an article", () => {
  const article = "/en/blogs/the-packing-list-you-will-not-forget";

  test("without a rating: “You have forgotten to rate”, and what was typed stays", async ({ page, jsEnabled }) => {
    await page.goto(article);
    await ready(page, jsEnabled);
    const form = page.locator("form#comment");
    await form.getByLabel("Your name").fill("Ava");
    await form.getByLabel("Your e-mail address").fill(`ava-${unique()}@example.com`);
    await form.getByLabel("Your comment").fill("A very handy list");
    await form.getByRole("button", { name: "Send comment" }).click();
    await expect(form.getByText("You have forgotten to rate").last()).toBeVisible();
    await expect(form.getByLabel("Your comment")).toHaveValue("A very handy list");
    await expect(form.getByLabel("Your name")).toHaveValue("Ava");
  });

  test("with too few words: “min 3 words”", async ({ page, jsEnabled }) => {
    await page.goto(article);
    await ready(page, jsEnabled);
    const form = page.locator("form#comment");
    await form.getByLabel("Your name").fill("Ava");
    await form.getByLabel("Your e-mail address").fill(`ava-${unique()}@example.com`);
    await form.getByRole("radio", { name: "4 stars" }).check();
    await form.getByLabel("Your comment").fill("Handy list");
    await form.getByRole("button", { name: "Send comment" }).click();
    await expect(form.getByText("min 3 words").last()).toBeVisible();
    await expect(form.getByText("You have forgotten to rate")).toHaveCount(0);
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  });

  test("with a rating and three words: held for moderation, not shown yet", async ({ page, jsEnabled }) => {
    const text = `Useful packing advice ${unique()}`;
    await page.goto(article);
    await ready(page, jsEnabled);
    const form = page.locator("form#comment");
    await form.getByLabel("Your name").fill("Ava");
    await form.getByLabel("Your e-mail address").fill(`ava-${unique()}@example.com`);
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Your comment").fill(text);
    await form.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Thank you! Your comment will appear once it has been approved.",
    );
    await expect(page.getByText(text)).toHaveCount(0);
  });
});

test("the FAQ is grouped by topic and searchable", async ({ page, jsEnabled }) => {
  await page.goto("/en/frequently-asked-questions");
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 2, name: "Baggage" })).toBeVisible();
  // The seeded twenty, and any the desk's tests have published meanwhile on the shared server: one each.
  const ld = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage")!;
  const shown = await page.locator("main details").count();
  expect(shown).toBeGreaterThanOrEqual(20);
  expect((ld.mainEntity as unknown[]).length).toBe(shown);
  await page.getByRole("searchbox", { name: "Search the questions" }).fill("power bank");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=power\+bank$/);
  await expect(page.getByText("1 result for “power bank”")).toBeVisible();
  await expect(page.getByText("Yes, but only in your cabin bag.")).toBeVisible();
  await page.getByRole("link", { name: /Open this answer/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Can I take a power bank?" })).toBeVisible();
});

test.describe("questions and answers", () => {
  test("a visitor's question is held for review: the desk is told, the list does not show it yet", async ({
    page,
    jsEnabled,
  }) => {
    await asClient(page);
    const question = `Can I bring my bicycle on a domestic flight ${unique()}?`;
    await page.goto("/en/question-and-answer");
    await ready(page, jsEnabled);
    const form = page.locator("form#ask");
    await form.getByRole("button", { name: "Post the question" }).click();
    await expect(form.getByText("This is a mandatory field").first()).toBeVisible();
    await form.getByLabel("Your name").fill("Bahar");
    await form.getByLabel("Your e-mail address").fill(`bahar-${unique()}@example.com`);
    await form.getByLabel("Your question").fill(question);
    await form.getByLabel("Details (optional)").fill("It is a folding bicycle in a bag.");
    await form.getByRole("button", { name: "Post the question" }).click();
    await expect(page.getByRole("status")).toContainText("Your question will appear once it has been reviewed.");
    await expect(page).toHaveURL(/\/en\/question-and-answer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Questions and answers" })).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);
    const agency = await outboxFor(page, "support@parvaz.example");
    expect(agency.some((m) => m.body.includes(question) && m.subject.includes("awaiting moderation"))).toBe(true);
  });

  test("a signed-in user asks without leaving an address, and sees the question marked as awaiting review", async ({
    page,
    jsEnabled,
  }) => {
    await asClient(page);
    await login(page, { email: `qa-${unique()}@example.com`, firstName: "Roya", lastName: "Kamali" });
    const question = `Is breakfast included in hotel prices ${unique()}?`;
    await page.goto("/en/question-and-answer");
    await ready(page, jsEnabled);
    await expect(page.getByText("You are asking as Roya Kamali.")).toBeVisible();
    const form = page.locator("form#ask");
    await expect(form.getByLabel("Your e-mail address")).toHaveCount(0);
    await form.getByLabel("Your question").fill(question);
    await form.getByRole("button", { name: "Post the question" }).click();
    await expect(page.getByRole("heading", { level: 1, name: question })).toBeVisible();
    await expect(page.getByText("Asked by Roya Kamali")).toBeVisible();
    await expect(page.getByText("Your question is awaiting review. Only you can see it")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Nobody else sees it before it is published.
    const url = page.url();
    await page.context().clearCookies();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test("a visitor answers: at least three words, then held for review and not shown yet", async ({
    page,
    jsEnabled,
  }) => {
    await asClient(page);
    const text = `My cat travelled in a closed carrier without any trouble ${unique()}`;
    await page.goto("/en/question-and-answer/can-i-take-my-cat-on-the-train");
    await ready(page, jsEnabled);
    const heading = await page.getByRole("heading", { level: 2, name: /answers?$/ }).textContent();
    const form = page.locator("form#answer");
    await form.getByLabel("Your name").fill("Kian");
    await form.getByLabel("Your e-mail address").fill(`kian-${unique()}@example.com`);
    await form.getByLabel("Your answer").fill("Yes, sure");
    await form.getByRole("button", { name: "Post the answer" }).click();
    await expect(form.getByText("min 3 words")).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Kian");
    await form.getByLabel("Your answer").fill(text);
    await form.getByRole("button", { name: "Post the answer" }).click();
    await expect(page.getByRole("status")).toContainText("Your answer will appear once it has been reviewed.");
    await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: /answers?$/ })).toHaveText(heading!);
    // The vote forms on the same page still work.
    await expect(page.getByRole("button", { name: /Helpful/ }).first()).toBeEnabled();
  });

  test("a visitor votes an answer up, once", async ({ page, jsEnabled }) => {
    await page.goto("/en/question-and-answer/what-if-i-miss-my-connecting-flight");
    await ready(page, jsEnabled);
    const answer = page.getByRole("listitem").filter({ hasText: "That is why I always book connections" });
    const votes = answer.getByText(/^\d+ votes?$/);
    const before = Number((await votes.textContent())!.split(" ")[0]);
    await answer.getByRole("button", { name: /Helpful.*vote up the answer by Sara/ }).click();
    await expect(page.getByRole("status")).toContainText("Thank you for your vote!");
    const after = page.getByRole("listitem").filter({ hasText: "That is why I always book connections" });
    await expect(after.getByRole("button", { name: /Voted.*you voted for this answer/ })).toBeDisabled();
    await expect(after.getByText(/^\d+ votes?$/)).toHaveText(`${before + 1} ${before + 1 === 1 ? "vote" : "votes"}`);
    const ld = (await jsonLd(page)).find((d) => d["@type"] === "QAPage")!;
    expect((ld.mainEntity as { "@type": string })["@type"]).toBe("Question");
  });
});

test("the team and a team member", async ({ page, jsEnabled }) => {
  await page.goto("/fr/equipe");
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Notre équipe" })).toBeVisible();
  await page.getByRole("link", { name: "Reza Karimi" }).click();
  await expect(page).toHaveURL(/\/fr\/equipe\/reza-karimi$/);
  await expect(page.getByText("Responsable de la billetterie").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Comment sont calculées les pénalités/ })).toBeVisible();
});

test.describe("contact", () => {
  test("a message is stored and e-mailed: “Successfully sent!”", async ({ page, jsEnabled }) => {
    await asClient(page);
    const text = `Do you sell tickets for Kish ferries? ${unique()}`;
    await page.goto("/fr/contactez-moi");
    await ready(page, jsEnabled);
    await page.getByLabel("Nom", { exact: true }).fill("Camille");
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(`camille-${unique()}@example.com`);
    await page.getByLabel("Votre message").fill(text);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("status")).toContainText("Envoyé avec succès !");
    const mails = await outboxFor(page, "support@parvaz.example");
    expect(mails.some((m) => m.body.includes(text))).toBe(true);
  });

  test("name, e-mail and message are required", async ({ page, jsEnabled }) => {
    await asClient(page);
    await page.goto("/en/contact");
    await ready(page, jsEnabled);
    await page.getByLabel("Name", { exact: true }).fill("Sam");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").last()).toHaveText("Error: Name, Email and Message fields are required");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sam");
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("when delivery fails: “Error in sending. Please contact us by phone!” and nothing typed is lost", async ({
    page,
    context,
    jsEnabled,
    baseURL,
  }) => {
    await asClient(page);
    await context.addCookies([{ name: "parvaz-e2e-mail", value: "fail", url: baseURL! }]);
    const email = `sam-${unique()}@example.com`;
    await page.goto("/en/contact");
    await ready(page, jsEnabled);
    await page.getByLabel("Name", { exact: true }).fill("Sam");
    await page.getByLabel("E-mail address", { exact: true }).fill(email);
    await page.getByLabel("Phone number (optional)").fill("+31 20 123 4567");
    await page.getByLabel("Message", { exact: true }).fill("My booking PRV-123 shows the wrong date.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Error in sending. Please contact us by phone!");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sam");
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("My booking PRV-123 shows the wrong date.");
    await expect(page.getByRole("main").getByRole("link", { name: "+98 21 9100 2400" })).toBeVisible();
  });

  test("too many messages from one address are refused with 429", async ({ page }) => {
    const ip = await asClient(page);
    const post = async () =>
      page.request.post("/en/contact", {
        form: {
          ...(await honeypotOf(page.request, "/en/contact")),
          name: "Bot",
          email: `bot-${unique()}@example.com`,
          message: "Hello",
        },
        headers: { "X-Forwarded-For": ip },
        maxRedirects: 0,
      });
    for (let i = 0; i < 5; i++) expect((await post()).status()).toBe(303);
    const refused = await post();
    expect(refused.status()).toBe(429);
    expect(refused.headers()["retry-after"]).toBeTruthy();
  });
});

test("a job application is stored and acknowledged", async ({ page, jsEnabled }) => {
  const email = `applicant-${unique()}@example.com`;
  await page.goto("/nl/vacatures");
  await ready(page, jsEnabled);
  const form = page.locator("form#job-application");
  await form.getByLabel("Functie").selectOption("developer");
  await form.getByLabel("Naam", { exact: true }).fill("Daan");
  await form.getByLabel("E-mailadres", { exact: true }).fill(email);
  await form.getByLabel("Motivatie").fill("Kort");
  await form.getByRole("button", { name: "Sollicitatie versturen" }).click();
  await expect(form.getByText("Schrijf minstens 10 woorden").last()).toBeVisible();
  await form
    .getByLabel("Motivatie")
    .fill("Ik bouw al vijf jaar snelle en toegankelijke websites en wil graag aan reizen werken.");
  await form.getByRole("button", { name: "Sollicitatie versturen" }).click();
  await expect(page.getByRole("status")).toContainText("We hebben uw sollicitatie ontvangen");
  const mails = await outboxFor(page, email);
  expect(mails[0].subject).toBe("Uw sollicitatie bij Parvaz: Webontwikkelaar");
});

test.describe("discovery", () => {
  test("every URL in every sitemap answers 200, with hreflang alternates", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "HTTP only: once is enough");
    test.setTimeout(180_000);
    const index = await (await page.request.get("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(files).toEqual([
      "/index-sitemap.xml",
      "/sitemap-fa.xml",
      "/sitemap-en.xml",
      "/sitemap-nl.xml",
      "/sitemap-fr.xml",
    ]);
    const urls = new Set<string>();
    for (const file of files) {
      const response = await page.request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/xml");
      const xml = await response.text();
      for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(new URL(m[1]).pathname);
      if (file === "/sitemap-en.xml") {
        expect(xml).toContain('hreflang="nl" href="');
        expect(xml).toContain("/en/blogs/a-weekend-in-isfahan</loc>");
        expect(xml).toContain("/nl/blog/een-weekend-in-isfahan");
      }
    }
    expect(urls.size).toBeGreaterThan(250);
    const failures: string[] = [];
    for (const path of urls) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${response.status()} ${decodeURIComponent(path)}`);
    }
    expect(failures).toEqual([]);
  });

  test("robots.txt points at the sitemap; the manifest has icons and a localised name", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "HTTP only: once is enough");
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
    const fa = await (await page.request.get("/manifest.webmanifest?lang=fa")).json();
    expect(fa.name).toBe("آژانس مسافرتی پرواز");
    expect(fa.dir).toBe("rtl");
    const fr = await (await page.request.get("/manifest.webmanifest?lang=fr")).json();
    expect(fr.name).toBe("Agence de voyages Parvaz");
    expect(fr.start_url).toBe("/fr");
    for (const icon of fr.icons as { src: string }[]) expect((await page.request.get(icon.src)).status()).toBe(200);
    await page.goto("/nl");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest?lang=nl");
  });

  test("the JSON-LD parses with the expected types", async ({ page }) => {
    const expectations: [string, string[]][] = [
      ["/en", ["TravelAgency"]],
      ["/fa", ["TravelAgency"]],
      ["/en/blogs/three-days-in-istanbul", ["Article", "BreadcrumbList"]],
      ["/en/frequently-asked-questions", ["FAQPage", "BreadcrumbList"]],
      ["/en/frequently-asked-questions/i-forgot-my-password", ["FAQPage", "BreadcrumbList"]],
      ["/en/question-and-answer/does-an-infant-get-a-seat", ["QAPage", "BreadcrumbList"]],
      ["/en/team/ali-rostami", ["Person", "BreadcrumbList"]],
    ];
    for (const [path, types] of expectations) {
      await page.goto(path);
      const found = (await jsonLd(page)).map((d) => d["@type"]);
      expect(found, path).toEqual(expect.arrayContaining(types));
      for (const d of await jsonLd(page)) expect(d["@context"], path).toBe("https://schema.org");
    }
    await page.goto("/en");
    const agency = (await jsonLd(page)).find((d) => d["@type"] === "TravelAgency")!;
    expect(agency.telephone).toBe("+98 21 9100 2400");
  });
});

test.describe("accessibility of each content page type", () => {
  const pages: Record<"fa" | "en", string[]> = {
    en: [
      "/en/blogs",
      "/en/blogs/a-weekend-in-isfahan",
      "/en/frequently-asked-questions",
      "/en/frequently-asked-questions/can-i-take-a-power-bank",
      "/en/question-and-answer",
      "/en/question-and-answer/does-an-infant-get-a-seat",
      "/en/team",
      "/en/team/sara-ahmadi",
      "/en/contact",
      "/en/jobs",
    ],
    fa: [
      "/fa/بلاگ",
      "/fa/بلاگ/آخر-هفته-در-اصفهان",
      "/fa/سوالات-متداول",
      "/fa/سوالات-متداول/پاوربانک-در-هواپیما",
      "/fa/پرسش-و-پاسخ",
      "/fa/پرسش-و-پاسخ/آیا-نوزاد-صندلی-جداگانه-دارد",
      "/fa/تیم",
      "/fa/تیم/سارا-احمدی",
      "/fa/تماس-با-ما",
      "/fa/فرصت-های-شغلی",
    ],
  };
  for (const lang of ["en", "fa"] as const) {
    test(`axe finds no violations on the content pages in ${lang}`, async ({ page, jsEnabled }) => {
      test.skip(!jsEnabled, "axe runs in the JavaScript project");
      test.setTimeout(120_000);
      for (const path of pages[lang]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await ready(page, jsEnabled);
        await expectNoAxeViolations(page);
      }
    });
  }
});
