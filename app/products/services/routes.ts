/**
 * Services' screens in the one route table (decision 030; paths: decision 805): the services and a service's page
 * (in the sitemap), the estimate's landing and editor, the projects (the spec's two lists, the same screen module)
 * and a project's page, and "my projects" in the user area. Read through the product index (app/products/index.ts).
 */
import { p, type Screen } from "~/routing/screen-table";
import { ITEM_PICTURE_MAX_BYTES } from "./item-pictures";

export const serviceScreens = {
  // Projects on the agency desk (decision 810): the list (quotes asked for first) and a project, where agents firm
  // the quote up and mark the work done. Agents (`requests`).
  deskProjects: {
    file: "products/services/screens/desk-projects.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "requests" },
    paths: p("میز/پروژه‌ها", "desk/projects", "balie/projecten", "guichet/projets"),
  },
  deskProject: {
    file: "products/services/screens/desk-project.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "requests",
      act: {
        firm: "requests",
        item: "requests",
        done: "requests",
        complete: "requests",
        picture: "requests",
        unpicture: "requests",
      },
    },
    // An item's picture (decision 815): at most 5 MB, and the form's fields.
    upload: { maxBytes: ITEM_PICTURE_MAX_BYTES + 64 * 1024 },
    paths: p("میز/پروژه‌ها/:id", "desk/projects/:id", "balie/projecten/:id", "guichet/projets/:id"),
  },
  /** The quote's PDF for the desk (no page): the same permission as the project (decision 812). */
  deskProjectPdf: {
    file: "products/services/screens/quote-pdf.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "requests" },
    paths: p("میز/پروژه‌ها/:id/pdf", "desk/projects/:id/pdf", "balie/projecten/:id/pdf", "guichet/projets/:id/pdf"),
  },
  /** The quote's PDF for the project's owner (no page; decision 812). */
  estimateProjectPdf: {
    file: "products/services/screens/quote-pdf.tsx",
    layout: "default",
    noindex: true,
    paths: p(
      "خدمات/برآورد/پروژه-ها/:slug/pdf",
      "services/estimate/projects/:slug/pdf",
      "diensten/schatting/projecten/:slug/pdf",
      "services/devis/projets/:slug/pdf",
    ),
  },
  services: {
    file: "products/services/screens/services.tsx",
    layout: "default",
    paths: p("خدمات", "services", "diensten", "services"),
  },
  serviceDetail: {
    file: "products/services/screens/service.tsx",
    layout: "default",
    parent: "services",
    paths: p("خدمات/:slug", "services/:slug", "diensten/:slug", "services/:slug"),
  },
  estimate: {
    file: "products/services/screens/estimate.tsx",
    layout: "default",
    parent: "services",
    paths: p("خدمات/برآورد", "services/estimate", "diensten/schatting", "services/devis"),
  },
  estimateNew: {
    file: "products/services/screens/estimate-new.tsx",
    layout: "default",
    parent: "estimate",
    noindex: true,
    paths: p("خدمات/برآورد/جدید", "services/estimate/new", "diensten/schatting/nieuw", "services/devis/nouvelle"),
  },
  estimateProjects: {
    file: "products/services/screens/projects.tsx",
    layout: "default",
    parent: "estimate",
    noindex: true,
    paths: p(
      "خدمات/برآورد/پروژه-ها",
      "services/estimate/projects",
      "diensten/schatting/projecten",
      "services/devis/projets",
    ),
  },
  estimateProject: {
    file: "products/services/screens/project.tsx",
    layout: "default",
    parent: "estimateProjects",
    noindex: true,
    paths: p(
      "خدمات/برآورد/پروژه-ها/:slug",
      "services/estimate/projects/:slug",
      "diensten/schatting/projecten/:slug",
      "services/devis/projets/:slug",
    ),
  },
  /**
   * A group participant's share of a firm quote (decision 814): opened by the personal signed link e-mailed to the
   * participant (`:key`), not by ownership; "Pay my share" puts the share into the visitor's basket.
   */
  estimateShare: {
    file: "products/services/screens/share.tsx",
    layout: "default",
    parent: "estimate",
    noindex: true,
    paths: p(
      "خدمات/برآورد/پروژه-ها/:slug/سهم/:key",
      "services/estimate/projects/:slug/share/:key",
      "diensten/schatting/projecten/:slug/aandeel/:key",
      "services/devis/projets/:slug/part/:key",
    ),
  },
  projects: {
    file: "products/services/screens/projects.tsx",
    layout: "default",
    noindex: true,
    paths: p("پروژه-ها", "projects", "projecten", "projets"),
  },
  /** "My projects" in the user area (signed in): the same list inside the account's frame. */
  userProjects: {
    file: "products/services/screens/projects.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/پروژه-ها", "user/projects", "gebruiker/projecten", "utilisatrice/projets"),
  },
} as const satisfies Record<string, Screen>;
