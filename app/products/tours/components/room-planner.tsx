import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { Price } from "~/components/price";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { PriceKind } from "../occupancy";
import { formatDigits } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { boards } from "../codes";
import { INFANT_MAX_AGE, CHILD_MAX_AGE, MAX_BEDS_PER_ROOM, MAX_DAY_PARTY, MAX_ROOMS, placesTaken } from "../occupancy";
import { MAX_CHILDREN } from "../planner";
import { quoteParty, type Quote } from "../quote";
import { depositOf } from "../rules";
import type { useLoaderData as UseLoaderData } from "@remix-run/react";
import type { tourAction as action, tourLoader } from "../tour-page.server";

export type TourLoaded = ReturnType<typeof UseLoaderData<typeof tourLoader>>;

/**
 * The tour page's room planner, its price summary and the waitlist form (decision 705), moved out of the page.
 */
export function Planner({ d }: { d: TourLoaded }) {
  const { t } = useTranslation("tours");
  const locale = useLocale();
  const navigation = useNavigation();
  const [rooms, setRooms] = useState(d.choice.rooms);
  const [hotelId, setHotelId] = useState(d.choice.hotelId);
  const day = d.kind === "day";
  const hotel = d.hotels.find((h) => h.id === hotelId) ?? null;
  // The same rule as the server's: with JavaScript the total follows every change at once.
  const quote: Quote | null = useMemo(
    () => (d.departure ? quoteParty(d.quoteTour, hotel?.prices ?? null, d.departure, rooms) : null),
    [d.departure, d.quoteTour, hotel, rooms],
  );
  if (!d.departure)
    return (
      <section id="planner" aria-labelledby="planner-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <h2 id="planner-title" className="text-lg font-semibold">
          {t("planner.title")}
        </h2>
        <p className="mt-2 text-sm">{t("planner.chooseDeparture")}</p>
      </section>
    );
  const full = d.departure.placesLeft === 0 || (quote && !quote.ok && quote.error === "placesLeft");
  const setRoom = (i: number, room: { adults: number; childAges: number[] }) =>
    setRooms((all) => all.map((r, j) => (j === i ? room : r)));
  const count = (n: number) => formatDigits(n, locale);
  const ages = Array.from({ length: CHILD_MAX_AGE + 1 }, (_, a) => a);
  return (
    <section id="planner" aria-labelledby="planner-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <h2 id="planner-title" className="text-lg font-semibold">
        {t("planner.title")}
      </h2>
      {d.offer ? (
        <p className="mt-2 rounded bg-green-50 p-2 text-sm text-green-900">
          {t("planner.offerHeld", { until: d.offer })}
        </p>
      ) : null}
      <Form method="get" action="" preventScrollReset className="mt-3 grid gap-4" aria-labelledby="planner-title">
        <input type="hidden" name="tour" value={d.slug} />
        <input type="hidden" name="d" value={d.departure.id} />
        {d.choice.offer ? <input type="hidden" name="offer" value={d.choice.offer} /> : null}
        {day ? null : (
          <fieldset>
            <legend className="font-medium">{t("planner.hotel")}</legend>
            {d.hotels.map((h) => (
              <label key={h.id} className="mt-1 flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="h"
                  value={h.id}
                  checked={hotelId === h.id}
                  onChange={() => setHotelId(h.id)}
                />
                <span>
                  {h.name} · {t("stars", { count: h.stars })} ·{" "}
                  {t(keyIn("tours:board", boards.includes(h.board) ? h.board : "room_only"))}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {day ? null : (
          <label className="grid gap-1 text-sm font-medium">
            {t("planner.rooms")}
            <select
              name="rooms"
              className="input font-normal"
              value={rooms.length}
              onChange={(e) => {
                const n = Number(e.target.value);
                setRooms((all) => Array.from({ length: n }, (_, i) => all[i] ?? { adults: 2, childAges: [] }));
              }}
            >
              {Array.from({ length: MAX_ROOMS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {count(n)}
                </option>
              ))}
            </select>
          </label>
        )}
        {rooms.map((room, i) => (
          <fieldset key={i} className="grid gap-2 rounded-lg border border-gray-200 p-3">
            <legend className="px-1 font-medium">
              {day ? t("planner.party") : t("planner.room", { number: i + 1 })}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              <label className="grid gap-1 text-sm">
                {t("planner.adults")}
                <select
                  name={`a${i + 1}`}
                  className="input"
                  value={room.adults}
                  onChange={(e) => setRoom(i, { ...room, adults: Number(e.target.value) })}
                >
                  {Array.from({ length: (day ? MAX_DAY_PARTY : MAX_BEDS_PER_ROOM + 1) + 1 }, (_, n) => n).map((n) => (
                    <option key={n} value={n}>
                      {count(n)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 text-sm">
                {t("planner.children")}
                <select
                  name={`c${i + 1}`}
                  className="input"
                  value={room.childAges.length}
                  onChange={(e) =>
                    setRoom(i, {
                      ...room,
                      childAges: Array.from({ length: Number(e.target.value) }, (_, m) => room.childAges[m] ?? 8),
                    })
                  }
                >
                  {Array.from({ length: (day ? MAX_DAY_PARTY - 1 : MAX_CHILDREN) + 1 }, (_, n) => n).map((n) => (
                    <option key={n} value={n}>
                      {count(n)}
                    </option>
                  ))}
                </select>
              </label>
              {room.childAges.map((age, m) => (
                <label key={m} className="grid gap-1 text-sm">
                  {t("planner.childAge", { number: m + 1 })}
                  <select
                    name={`k${i + 1}_${m + 1}`}
                    className="input"
                    value={age}
                    onChange={(e) =>
                      setRoom(i, {
                        ...room,
                        childAges: room.childAges.map((a, n) => (n === m ? Number(e.target.value) : a)),
                      })
                    }
                  >
                    {ages.map((a) => (
                      <option key={a} value={a}>
                        {a <= INFANT_MAX_AGE ? t("planner.infantAge", { count: a }) : t("planner.age", { count: a })}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <p className="text-xs text-gray-700">{t("planner.agesNote")}</p>
        <PriceSummary d={d} quote={quote} />
        <div className="flex flex-wrap gap-3">
          {/* Without JavaScript this prices the party as chosen; with it the price above is already live. */}
          <button type="submit" className="btn-secondary">
            {t("planner.update")}
          </button>
          {quote?.ok ? (
            <button
              type="submit"
              formAction={d.travellers}
              className="btn-primary"
              disabled={navigation.state !== "idle"}
            >
              {t("planner.continue")}
            </button>
          ) : null}
        </div>
      </Form>
      {full ? <Waitlist d={d} places={placesTaken(rooms)} /> : null}
      {d.departure.timeline.length ? (
        <div className="mt-4">
          <h3 className="font-medium">{t("timeline.title")}</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {d.departure.timeline.map((row) => (
              <li key={row.until}>{t("timeline.row", { until: row.until, percent: row.percent })}</li>
            ))}
            <li>{t("timeline.after")}</li>
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function PriceSummary({ d, quote }: { d: TourLoaded; quote: Quote | null }) {
  const { t } = useTranslation("tours");
  if (!quote) return null;
  if (!quote.ok)
    return (
      <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-900" data-testid="planner-error">
        {quote.error === "placesLeft"
          ? t("errors.placesLeft", { count: d.departure?.placesLeft ?? 0 })
          : t(keyIn("tours:errors", quote.error), { number: (quote.room ?? 0) + 1 })}
      </p>
    );
  const currency = d.quoteTour.currency;
  const deposit = d.planTerms ? depositOf(quote.price.total, d.planTerms.percent) : null;
  return (
    <div aria-live="polite" className="rounded-lg bg-gray-50 p-3 text-sm">
      <ul className="grid gap-1">
        {quote.price.byKind.map((row) => (
          <li key={`${row.kind}-${row.price}`} className="flex justify-between gap-2">
            <span>{t(`kind.${row.kind as PriceKind}`, { count: row.count })}</span>
            <Price money={{ amount: row.amount, currency }} />
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
        <span>{t("planner.total")}</span>
        <span data-testid="planner-total">
          <Price money={{ amount: quote.price.total, currency }} />
        </span>
      </p>
      {deposit !== null && d.plan ? (
        <p className="mt-2" data-testid="planner-plan">
          {t("planner.deposit", { percent: d.plan.percent, due: d.plan.due })}{" "}
          <Price money={{ amount: deposit, currency }} /> · {t("planner.balance")}{" "}
          <Price money={{ amount: quote.price.total - deposit, currency }} />
        </p>
      ) : (
        <p className="mt-2">{t("planner.payInFull")}</p>
      )}
    </div>
  );
}

function Waitlist({ d, places }: { d: TourLoaded; places: number }) {
  const { t } = useTranslation("tours");
  const result = useActionData<typeof action>();
  return (
    <Form method="post" className="mt-4 grid gap-2 rounded-lg bg-amber-50 p-3" aria-labelledby="waitlist-title">
      <h3 id="waitlist-title" className="font-medium">
        {t("waitlist.title")}
      </h3>
      <p className="text-sm">{t("waitlist.intro")}</p>
      <input type="hidden" name="intent" value="waitlist" />
      <input type="hidden" name="departure" value={d.departure?.id} />
      <input type="hidden" name="places" value={Math.max(1, places)} />
      <label className="grid gap-1 text-sm font-medium">
        {t("waitlist.email")}
        <input
          type="email"
          name="email"
          required
          maxLength={200}
          defaultValue={result?.email ?? d.email}
          aria-invalid={result?.errors?.length ? true : undefined}
          aria-describedby={result?.errors?.length ? "waitlist-error" : undefined}
          className="input font-normal"
        />
      </label>
      {result?.errors?.length ? (
        <p id="waitlist-error" className="text-sm text-red-800">
          {t("errors.email")}
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        {t("waitlist.submit")}
      </button>
    </Form>
  );
}
