/**
 * What the estimate's screens load (decision 800): a visitor's project with its items, totals and history, and the
 * services' cards with their starting price per person. Amounts stay minor units; the pages format them.
 */
import type { Locale } from "~/routing/screen-table";
import { activeCurrencies } from "~/utils/currency.server";
import { formatDate, formatLongDate, formatMoment } from "~/utils/format";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { estimateCurrencyCodes } from "./codes";
import { estimateTotals } from "./estimate";
import {
  currencyTable,
  projectItemsOf,
  statusHistory,
  totalsOf,
  type ProjectRow,
  type ServiceView,
} from "./projects.server";
import { getEnv } from "~/utils/env.server";

/** The currencies an estimate may use: the spec's, while the site has them active. */
export async function estimateCurrencyChoices() {
  const active = await activeCurrencies();
  return estimateCurrencyCodes.filter((code) => active.some((c) => c.code === code));
}

/** A service's default items priced in their own currency: the estimate it starts from, and its share per person. */
export async function serviceEstimate(service: ServiceView) {
  const currency = service.items[0]?.currency ?? "EUR";
  const totals = estimateTotals(
    service.items.map((i) => ({ ...i, donePercent: 0 })),
    { currency, persons: service.persons, vatPercent: getEnv().VAT_PERCENT },
    await currencyTable(),
  );
  return { currency, totals };
}

function moment(at: Date, locale: Locale) {
  const m = formatMoment(at, locale, AGENCY_TIME_ZONE);
  return `${m.date} ${m.time}`;
}

export async function projectPage(project: ProjectRow, locale: Locale) {
  const [items, history, currencies] = await Promise.all([
    projectItemsOf(project.id),
    statusHistory(project.id),
    currencyTable(),
  ]);
  const totals = totalsOf(project, items, currencies);
  return {
    project: {
      slug: project.slug,
      title: project.title,
      status: project.status,
      currency: project.currency,
      vatMode: project.vatMode,
      persons: project.persons,
      validUntil: project.validUntil ? formatDate(project.validUntil, locale) : null,
      firmTotal: project.firmTotal,
      quoteRequestedAt: project.quoteRequestedAt
        ? formatLongDate(project.quoteRequestedAt, locale, AGENCY_TIME_ZONE)
        : null,
    },
    items: items.map((i, index) => ({
      id: i.id,
      name: i.name,
      kind: i.kind,
      unit: i.unit,
      volume: i.volume,
      value: i.value,
      currency: i.currency,
      coefficient: i.coefficient,
      donePercent: i.donePercent,
      pictures: i.pictures,
      total: totals.items[index],
    })),
    totals,
    history: history.map((h) => ({
      id: h.id,
      status: h.toStatus,
      actor: h.actor,
      note: h.note,
      at: moment(h.at, locale),
    })),
    vatPercent: getEnv().VAT_PERCENT,
  };
}
