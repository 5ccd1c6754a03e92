import { expect, ready, test } from "./fixtures";
import { addDays, agencyToday } from "../../app/travel/clock";

/** Issue 25 item 4, JavaScript on and off: a multi-city trip, each flight chosen in turn, booked as one order. */
const daysAhead = (n: number) => addDays(agencyToday(), n);

test("a multi-city trip Tehran → Mashhad → Kish is chosen flight by flight and lands in the basket as one line", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/en/flights");
  await ready(page, jsEnabled);
  const form = page.getByRole("form", { name: "Search flights" });
  await form.getByLabel("Multi-city").check();
  await form.getByLabel("From").fill("Tehran (THR) – Mehrabad Airport");
  await form.getByLabel("To").fill("MHD");
  await form.getByLabel("Departure date").fill(daysAhead(jsEnabled ? 10 : 11));
  await expect(form.getByLabel("Flight 2 origin")).toBeVisible();
  await form.getByLabel("Flight 2 origin").fill("MHD");
  await form.getByLabel("Flight 2 destination").fill("Kish");
  await form.getByLabel("Flight 2 date").fill(daysAhead(jsEnabled ? 12 : 13));
  await form.getByRole("button", { name: "Search flights" }).click();

  await expect(page.getByRole("heading", { level: 2, name: /^Flight 1: Tehran to Mashhad/ })).toBeVisible();
  const steps = page.getByRole("list", { name: "The flights of your trip" });
  await expect(steps.getByRole("listitem")).toHaveCount(2);
  await page
    .getByRole("link", { name: /^Select:/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 2, name: /^Flight 2: Mashhad to Kish/ })).toBeVisible();
  await expect(steps.getByRole("listitem").first()).toContainText("Choose another flight");
  await page
    .getByRole("link", { name: /^Select:/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/en\/flights\/passengers\?.*legs=/);
  await ready(page, jsEnabled);
  const box = page.getByRole("group", { name: "Passenger 1", exact: true });
  await box.getByLabel("First name (in English)").fill("Sara");
  await box.getByLabel("Surname (in English)").fill("Ahmadi");
  await box.getByLabel("Female").check();
  await box.getByLabel("Year").fill("1990");
  await box.getByLabel("Month").fill("5");
  await box.getByLabel("Day").fill("14");
  await box.getByLabel("ID card").check();
  await box.getByLabel("National ID number").fill("0012345679");
  await page.getByLabel("E-mail address", { exact: true }).fill(`multi-${Date.now()}@example.com`);
  await page.getByLabel("Mobile number").fill("+98 912 345 6789");
  await page.getByRole("button", { name: "Continue to the basket" }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("leg")).toHaveCount(2);
});

test("a multi-city search without a second flight says so next to the field", async ({ page, jsEnabled }) => {
  await page.goto(
    `/en/flights/search?trip=multi&from=THR&to=MHD&depart=${daysAhead(5)}&adults=1&children=0&infants=0&from2=&to2=&depart2=`,
  );
  await ready(page, jsEnabled);
  await expect(page.getByText("Add at least a second flight")).toBeVisible();
  await expect(page.getByLabel("Flight 2 origin")).toHaveAttribute("aria-invalid", "true");
});
