import { fareTypes, penalties, penaltyWindows } from "~/products/flights/fare-rules";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

/** The refund guide's table: change and cancellation penalties by fare type and time before departure (fare-rules.ts). */
export function PenaltyTable() {
  const { t } = useTranslation("flights");
  const locale = useLocale();
  const percent = (value: number) => formatNumber(value / 100, locale, { style: "percent" });
  return (
    <section aria-labelledby="penalties-title" className="mt-10">
      <h2 id="penalties-title" className="text-2xl font-semibold">
        {t("refund.title")}
      </h2>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-start text-gray-700">{t("refund.caption")}</caption>
          <thead>
            <tr className="bg-gray-100">
              <th scope="col" className="p-2 text-start">
                {t("refund.fare")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("refund.action")}
              </th>
              {penaltyWindows.map((w) => (
                <th key={w.key} scope="col" className="p-2 text-start">
                  {t(`refund.window.${w.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fareTypes.flatMap((fare) =>
              (["cancel", "change"] as const).map((action, i) => (
                <tr key={`${fare}-${action}`} className="border-b border-gray-200">
                  {i === 0 ? (
                    <th scope="row" rowSpan={2} className="p-2 text-start align-top">
                      {t(`fareType.${fare}`)}
                    </th>
                  ) : null}
                  <th scope="row" className="p-2 text-start font-normal">
                    {t(`refund.${action}`)}
                  </th>
                  {penaltyWindows.map((w) => (
                    <td key={w.key} className="p-2">
                      {action === "cancel" && !penalties[fare].refundable
                        ? t("refund.nonRefundable")
                        : percent(penalties[fare][action][w.key])}
                    </td>
                  ))}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
