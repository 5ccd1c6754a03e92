/**
 * Everything the order screens use from the shared UI, imported from one place. Each
 * order route then reaches the same set of shared modules, so the bundler does not cut
 * the home page's shared code into more, smaller chunks (home first-load JS budget).
 */
export { ErrorList, Field, useValidatedForm } from "~/components/forms";
export { Price } from "~/components/price";
export { ScreenLink } from "~/components/screen-link";
export { LineDescription, PriceSummary } from "./summary";
export { useTranslation } from "~/i18n/react";
export { intlLocale } from "~/i18n/config";
export { formatDate, formatNumber, formatTime } from "~/utils/format";
export { convertMoney, formatMoney } from "~/utils/money";
export { useLocale } from "~/utils/root-data";
export { matchPath, pathFor, resources, isLocale } from "~/routing/screens";
