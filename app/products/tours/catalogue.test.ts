import { locales } from "~/routing/screen-table";
import { cityNames } from "~/travel/places";
import { tourCatalogue } from "./catalogue";
import { boards, themes, transports, type TourText } from "./codes";

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Every string a language's text holds. */
const strings = (t: TourText): string[] => [
  t.title,
  t.summary,
  ...t.included,
  ...t.excluded,
  ...t.itinerary.flatMap((d) => [d.title, d.text]),
  ...t.documents,
  t.visaNotes,
];

describe("the tour catalogue (issue 27)", () => {
  it("holds at least twenty tours with unique Latin kebab-case slugs", () => {
    expect(tourCatalogue.length).toBeGreaterThanOrEqual(20);
    const slugs = tourCatalogue.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(tourCatalogue.map((t) => [t.slug, t] as const))("%s: words in four languages", (_, tour) => {
    const en = tour.text.en;
    const days = tour.kind === "package" ? tour.nights + 1 : en.itinerary.length;
    expect(days).toBeGreaterThanOrEqual(1);
    for (const l of locales) {
      const t = tour.text[l];
      expect(t.title.trim(), l).not.toBe("");
      expect(t.summary.trim(), l).not.toBe("");
      expect(t.included.length, l).toBeGreaterThanOrEqual(1);
      expect(t.itinerary, l).toHaveLength(days);
      for (const d of t.itinerary) {
        expect(d.title.trim(), l).not.toBe("");
        expect(d.text.trim(), l).not.toBe("");
      }
      expect(t.documents.length, l).toBeGreaterThanOrEqual(1);
      if (l === "en") continue;
      expect(t.title, l).not.toBe(en.title);
      expect(t.summary, l).not.toBe(en.summary);
      t.itinerary.forEach((d, i) => expect(d.title, `${l} day ${i + 1}`).not.toBe(en.itinerary[i]!.title));
    }
    for (const s of strings(tour.text.fr)) expect(s, "French: no plain space before : ; ? !").not.toMatch(/ [:;?!]/);
    for (const s of strings(tour.text.fa)) expect(s, "Persian in Persian script").toMatch(/^$|[\u0600-\u06FF]/);
  });

  it.each(tourCatalogue.map((t) => [t.slug, t] as const))("%s: shape, places and prices", (_, tour) => {
    expect(themes).toContain(tour.theme);
    expect(transports).toContain(tour.transport);
    expect(Object.keys(cityNames)).toContain(tour.origin);
    expect(Object.keys(cityNames)).toContain(tour.destination);
    if (tour.origin === tour.destination) expect(tour.kind).toBe("day");
    for (const leg of [tour.outbound, tour.inbound]) {
      expect(leg.departs).toMatch(time);
      expect(leg.arrives).toMatch(time);
      expect(Object.keys(cityNames)).toContain(leg.from);
      expect(Object.keys(cityNames)).toContain(leg.to);
      expect(leg.carrier).not.toBe("");
      if (tour.transport === "flight") expect(leg.number).toMatch(/^[A-Z0-9]{2} \d{1,4}$/);
    }
    expect(tour.weekdays.length).toBeGreaterThanOrEqual(1);
    for (const w of tour.weekdays) expect(Number.isInteger(w) && w >= 0 && w <= 6).toBe(true);
    expect(tour.depositPercent).toBeGreaterThanOrEqual(1);
    expect(tour.depositPercent).toBeLessThanOrEqual(100);
    expect(tour.places).toBeGreaterThanOrEqual(tour.minParticipants);
    // Packages abroad are sold in euros (cents) and fly; domestic tours and day tours in rials.
    if (tour.currency === "EUR") expect([tour.kind, tour.transport]).toEqual(["package", "flight"]);
    else expect(tour.currency).toBe("IRR");

    if (tour.kind === "package") {
      expect(tour.nights).toBeGreaterThanOrEqual(1);
      expect(tour.hotels.length).toBeGreaterThanOrEqual(1);
      expect(tour.dayPrices).toBeUndefined();
      for (const h of tour.hotels) {
        expect(boards, h.name).toContain(h.board);
        expect([3, 4, 5], h.name).toContain(h.stars);
        const prices = [h.double, h.triple, h.singleSupplement, h.childWithBed, h.childNoBed, h.infant];
        for (const p of prices) expect(Number.isInteger(p) && p > 0, h.name).toBe(true);
        expect(h.triple, h.name).toBeLessThanOrEqual(h.double);
        expect(h.childWithBed, h.name).toBeLessThanOrEqual(h.double);
        expect(h.childNoBed, h.name).toBeLessThanOrEqual(h.childWithBed);
        expect(h.infant, h.name).toBeLessThan(h.childNoBed);
      }
    } else {
      expect(tour.nights).toBe(0);
      expect(tour.hotels).toEqual([]);
      expect(tour.dayPrices).toBeDefined();
      const { adult, child, infant } = tour.dayPrices!;
      for (const p of [adult, child, infant]) expect(Number.isInteger(p) && p >= 0).toBe(true);
      expect(child).toBeLessThanOrEqual(adult);
      expect(infant).toBeLessThan(child);
      expect(tour.outbound.arrivesNextDay ?? 0).toBe(0);
      expect(tour.inbound.arrivesNextDay ?? 0).toBe(0);
    }
  });
});
