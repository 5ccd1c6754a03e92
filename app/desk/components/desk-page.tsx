import { Form } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { keyIn } from "~/i18n/keys";
import { pathFor, type ScreenId } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { deskEntryOf } from "../areas";
import type { DeskFrame } from "../frame.server";

/** The desk's navigation: the areas the signed-in role may open, who is signed in, and "Leave the desk". */
export function DeskNav({ current, frame }: { current: ScreenId; frame: DeskFrame }) {
  const { t } = useTranslation("desk");
  const locale = useLocale();
  const here = deskEntryOf[current] ?? current;
  return (
    <nav aria-label={t("nav.label")} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
      <p className="px-3 pb-2 text-sm text-gray-700">
        {t("nav.signedInAs", { name: frame.name, role: t(keyIn("desk:role", frame.role)) })}
      </p>
      <ul className="space-y-1">
        {frame.areas.map((id) => (
          <li key={id}>
            <ScreenLink
              to={id as "desk"}
              aria-current={id === current ? "page" : id === here ? "true" : undefined}
              className={`block rounded px-3 py-2 text-sm ${id === here ? "bg-green-100 font-semibold text-green-900" : "text-gray-800 hover:bg-gray-100"}`}
            >
              {t(`common:screen.${id}` as "common:screen.desk")}
            </ScreenLink>
          </li>
        ))}
      </ul>
      <Form method="post" action={pathFor("deskSecurity", locale)} className="mt-4 border-t border-gray-200 pt-3">
        <input type="hidden" name="intent" value="leave" />
        <button className="w-full rounded px-3 py-2 text-start text-sm text-red-800 hover:bg-red-50">
          {t("nav.leave")}
        </button>
      </Form>
    </nav>
  );
}

/** The frame of a desk screen: navigation beside the content, the page's title as its h1. */
export function DeskPage({
  current,
  frame,
  title,
  children,
}: {
  current: ScreenId;
  frame: DeskFrame;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 lg:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <DeskNav current={current} frame={frame} />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
