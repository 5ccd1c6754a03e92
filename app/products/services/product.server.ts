import type { Product } from "~/domains/booking/contract";
import { agencyTimeline } from "~/travel/timeline";
import { adoptGuestProjects, sweepDrafts } from "./projects.server";
import * as seed from "./seed";
import { serviceSitemapItems } from "./sitemap.server";

/**
 * Services and project estimates (issue 28, decisions 800–805). The visitor's half: the catalogue (seeded, in the
 * sitemap) and the projects; a firm quote's line in the basket (kind "service", sold per unit, a voucher, under the
 * agency's cancellation rule — as the desk's hand-made service lines always were) comes with the desk's half.
 */
export const services: Product = {
  kind: "service",
  perUnit: true,
  ships: false,
  document: "voucher",
  timeline: (view) => agencyTimeline(view.departsAt),
  sitemap: serviceSitemapItems,
  // A guest's projects move to the account at sign-in, like the cart (decision 803).
  signIn: (request, userId) => adoptGuestProjects(request, userId),
  // Estimates never saved are forgotten after 30 days (decision 800).
  sweep: (now) => sweepDrafts(now),
  seed,
};
