import type { Product } from "~/domains/booking/contract";
import { agencyToday } from "~/travel/clock";
import { agencyTimeline } from "~/travel/timeline";
import { serviceInventory } from "./pay.server";
import { adoptGuestProjects, sweepDrafts } from "./projects.server";
import { quotePlan } from "./quote-rules";
import * as seed from "./seed";
import { serviceSitemapItems } from "./sitemap.server";

/**
 * Services and project estimates (issue 28, decisions 800–805). The visitor's half: the catalogue (seeded, in the
 * sitemap) and the projects; a firm quote's line in the basket (kind "service", sold per unit, a voucher, under the
 * agency's cancellation rule — as the desk's hand-made service lines always were) comes with the desk's half.
 */
export const services: Product = {
  kind: "service",
  // One line stands for the whole firm quote (decision 811): its quantity stays 1.
  perUnit: false,
  ships: false,
  document: "voucher",
  timeline: (view) => agencyTimeline(view.departsAt),
  sitemap: serviceSitemapItems,
  // A guest's projects move to the account at sign-in, like the cart (decision 803).
  signIn: (request, userId) => adoptGuestProjects(request, userId),
  // Estimates never saved are forgotten after 30 days (decision 800).
  sweep: (now) => sweepDrafts(now),
  seed,
  // Paid once: placing an order holds the project's firm quote (decision 811).
  inventory: serviceInventory,
  // The desk's deposit now and the balance by the quote's validity day, through the core's plan (decision 411).
  paymentPlan: (view, now) => quotePlan(view.payload, agencyToday(now)),
};
