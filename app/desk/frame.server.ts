import { messagesFor } from "~/i18n/resources.server";
import { screenOf, type Locale, type ScreenId } from "~/routing/screens";
import type { Actor } from "./audit.server";
import { deskAreas } from "./areas";
import { can } from "./permissions";
import type { Staff } from "./staff.server";

/** The staff member the desk guard let through (guards.server.ts sets it before any desk loader or action). */
export function staffOf(context: { staff?: Staff }): Staff {
  if (!context.staff) throw new Response(null, { status: 404 });
  return context.staff;
}

export function actorOf(staff: Staff): Actor {
  return { id: staff.user.id, email: staff.user.email ?? staff.user.phone ?? `#${staff.user.id}`, role: staff.role };
}

/** What every desk page shows around its content: the areas this role may open, who is signed in. */
export function deskFrame(staff: Staff) {
  const areas = deskAreas.filter((id: ScreenId) => {
    const screen = screenOf(id);
    return !!screen.file && !!screen.desk && can(staff.role, screen.desk.view);
  });
  const name = [staff.user.firstName, staff.user.lastName].filter(Boolean).join(" ");
  return { areas, role: staff.role, name: name || staff.user.email || staff.user.phone || "" };
}

export type DeskFrame = ReturnType<typeof deskFrame>;

/** A desk loader's common part: noindex, the desk's messages (plus others), the frame. */
export function deskPage(locale: Locale, staff: Staff, title: string, ...namespaces: string[]) {
  return {
    title,
    noindex: true,
    messages: messagesFor(locale, "desk", ...namespaces),
    frame: deskFrame(staff),
  };
}
