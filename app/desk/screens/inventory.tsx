import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenLink } from "~/components/screen-link";
import { registeredProducts } from "~/domains/booking/products";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import type { ScreenId } from "~/routing/screens";
import { DeskPage } from "../components/desk-page";
import { deskPage, staffOf } from "../frame.server";

/**
 * The desk's inventory area (agent; decision 114): one entry per product that has inventory, each the
 * product's own screen (its availability by date, closing and reopening, prices) named in the product
 * contract (`deskStockScreen`); the desk itself knows no product.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  return {
    ...deskPage(locale, staff, t("screen.deskInventory"), "deskInventory"),
    screens: registeredProducts().flatMap((p) => (p.deskStockScreen ? [p.deskStockScreen] : [])) as ScreenId[],
  };
}

export default function DeskInventory() {
  const { title, frame, screens } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskInventory");
  return (
    <DeskPage current="deskInventory" frame={frame} title={title}>
      <p className="max-w-2xl text-gray-700">{t("intro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {screens.map((id) => (
          <li key={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <ScreenLink to={id as "deskInventory"} className="font-semibold text-green-800 underline">
              {t(`common:screen.${id}` as "common:screen.deskInventory")}
            </ScreenLink>
          </li>
        ))}
      </ul>
    </DeskPage>
  );
}
