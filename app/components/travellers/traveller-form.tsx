import { labelClass } from "~/components/label-class";
import { getFormProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DefaultSubmit, ErrorList, ErrorSummary, Field, NumberField, RadioGroupField } from "~/components/forms";
import { keyIn, type QualifiedGroup } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { genders, type documentTypes } from "~/utils/choices";

/**
 * The traveller form of every product (flights' passengers, trains' passengers, hotels' lead
 * guests), configured by the product's rules (TravellerRules): one fieldset a traveller with
 * the names as on the documents, and as the product asks them the gender, the birth date and
 * the nationality with the document it needs (the national ID or the passport); the travellers
 * of earlier bookings to load, the contact, the error summary, the form's own errors and the
 * proceed button. The product brings its words (a message group with the same names in each
 * product), its extra fields (slots) and the page around it (TravellerPage). Works the same
 * with JavaScript off: without it both document fields show, each saying whom it is for.
 */

type Meta = Parameters<typeof Field>[0]["meta"];
type DocumentType = (typeof documentTypes)[number];

/** What a product asks of each traveller. */
export interface TravellerRules {
  /** The list's field name in the form ("passengers", "guests"). */
  list: string;
  /** The product's words: the message group with the form's labels ("flights:passengers"). */
  words: QualifiedGroup;
  /** The longest first or last name the product's documents take (its schema's maximum). */
  nameMax: number;
  /** The message group naming each gender when the product asks it ("flights:gender"); none: not asked. */
  gender?: QualifiedGroup;
  /** Whether the birth date is asked (year, month, day; a Jalali year in fa). */
  birthDate?: boolean;
  /** The document a nationality needs, when the product asks the nationality; none: the product asks otherwise. */
  documentFor?: (nationality: string) => DocumentType;
}

/** The names of the messages each product's word group has (only those of the fields it asks). */
type Word =
  | "load"
  | "loadOne"
  | "firstName"
  | "lastName"
  | "latinHint"
  | "gender"
  | "birthday"
  | "year"
  | "month"
  | "day"
  | "yearPlaceholder"
  | "nationality"
  | "choose"
  | "nationalId"
  | "nationalIdHint"
  | "passportNumber"
  | "passportHint"
  | "contact"
  | "email"
  | "mobile"
  | "continue";

function useWords(group: QualifiedGroup) {
  const { t } = useTranslation();
  return (word: Word, values?: Record<string, string | number>) => t(keyIn(group, word), values);
}

/** A traveller saved from an earlier booking: the form's values to load. */
export interface SavedTraveller {
  id: number;
  name: string;
  value: Record<string, unknown>;
}

/** The traveller page: the form with the page's notices above it, the booking's summary aside. */
export function TravellerPage({
  title,
  wideAside = false,
  notices,
  aside,
  children,
}: {
  title: string;
  /** A wider summary (24rem, a stay's) than the usual 22rem. */
  wideAside?: boolean;
  notices?: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className={
        wideAside
          ? "mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
          : "mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      }
    >
      <div className="min-w-0">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {notices}
        {children}
      </div>
      <aside className="grid content-start gap-4">{aside}</aside>
    </main>
  );
}

export function TravellerForm<Schema extends Record<string, unknown>>({
  form,
  rules,
  travellers,
  contact,
  itemName,
  labels,
  submitting,
  saved,
  savedValue = (value) => value,
  countries,
  hidden,
  top,
  extra,
  afterList,
  beforeContact,
  formErrors,
  afterContact,
}: {
  form: FormMetadata<Schema, string[]>;
  rules: TravellerRules;
  /** The list's fields (`fields.passengers.getFieldList()`). */
  travellers: FieldMetadata<Record<string, unknown> | undefined, Schema, string[]>[];
  contact: { email: Meta; mobile: Meta };
  /** A traveller's name in the form ("Passenger 1"): its fieldset's legend and the error summary's item. */
  itemName: (index: number) => string;
  /** The error summary's labels of the product's own fields. */
  labels?: Record<string, string>;
  submitting: boolean;
  saved: readonly SavedTraveller[];
  /** The values a saved traveller loads into the traveller at `index` (the product adds the traveller's type). */
  savedValue?: (value: Record<string, unknown>, index: number) => unknown;
  countries: readonly { code: string; name: string }[];
  /** Fields the form carries unseen (the price the page showed). */
  hidden?: ReactNode;
  /** The top of a traveller's fieldset, around the menu of saved travellers (the menu alone when none). */
  top?: (index: number, savedMenu: ReactNode) => ReactNode;
  /** The product's own fields of a traveller, after the shared ones. */
  extra?: (index: number) => ReactNode;
  afterList?: ReactNode;
  beforeContact?: ReactNode;
  /** The form's own errors (a place taken, a price changed), after the contact. */
  formErrors?: string[] | null;
  afterContact?: ReactNode;
}) {
  const w = useWords(rules.words);
  const list = rules.list;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
      {/* Enter in a field goes on, never takes a row's button (decision 028). */}
      <DefaultSubmit disabled={submitting}>{w("continue")}</DefaultSubmit>
      <ErrorSummary
        form={form}
        labels={{
          [`${list}[].firstName`]: w("firstName"),
          [`${list}[].lastName`]: w("lastName"),
          ...(rules.gender ? { [`${list}[].gender`]: w("gender") } : {}),
          ...(rules.birthDate
            ? {
                [`${list}[].birthYear`]: `${w("birthday")} – ${w("year")}`,
                [`${list}[].birthMonth`]: `${w("birthday")} – ${w("month")}`,
                [`${list}[].birthDay`]: `${w("birthday")} – ${w("day")}`,
              }
            : {}),
          ...(rules.documentFor
            ? {
                [`${list}[].nationality`]: w("nationality"),
                [`${list}[].nationalId`]: w("nationalId"),
                [`${list}[].passportNumber`]: w("passportNumber"),
              }
            : {}),
          ...labels,
          email: w("email"),
          mobile: w("mobile"),
        }}
        items={{ [list]: itemName }}
      />
      {hidden}
      {travellers.map((meta, index) => {
        const savedMenu = saved.length ? (
          <details data-menu="">
            <summary className="cursor-pointer text-sm text-green-800 underline">{w("load")}</summary>
            <ul className="mt-2 grid gap-1">
              {saved.map((s) => (
                <li key={s.id}>
                  <button
                    {...form.update.getButtonProps({ name: meta.name, value: savedValue(s.value, index) as never })}
                    className="text-sm underline"
                  >
                    {w("loadOne", { name: s.name })}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ) : null;
        return (
          <TravellerFieldset
            key={meta.key}
            meta={meta}
            rules={rules}
            legend={itemName(index)}
            countries={countries}
            top={top ? top(index, savedMenu) : savedMenu}
          >
            {extra?.(index)}
          </TravellerFieldset>
        );
      })}
      {afterList}
      {beforeContact}
      <fieldset className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200 md:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{w("contact")}</legend>
        <Field
          meta={contact.email}
          type="email"
          label={w("email")}
          inputProps={{ autoComplete: "email", dir: "ltr" }}
        />
        <Field meta={contact.mobile} type="tel" label={w("mobile")} inputProps={{ autoComplete: "tel", dir: "ltr" }} />
      </fieldset>
      <ErrorList errors={formErrors} />
      {afterContact}
      <button type="submit" className="btn-primary" disabled={submitting}>
        {w("continue")}
      </button>
    </Form>
  );
}

/** The fields a traveller's fieldset reads (those the rules ask). */
interface TravellerFields {
  firstName: Meta;
  lastName: Meta;
  gender?: Meta;
  birthYear?: Meta;
  birthMonth?: Meta;
  birthDay?: Meta;
  nationality?: Meta;
  nationalId?: Meta;
  passportNumber?: Meta;
}

function TravellerFieldset({
  meta,
  rules,
  legend,
  countries,
  top,
  children,
}: {
  meta: FieldMetadata<Record<string, unknown> | undefined, Record<string, unknown>, string[]>;
  rules: TravellerRules;
  legend: string;
  countries: readonly { code: string; name: string }[];
  top: ReactNode;
  children: ReactNode;
}) {
  const w = useWords(rules.words);
  const { t } = useTranslation();
  const f = meta.getFieldset() as unknown as TravellerFields;
  return (
    <fieldset className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200" aria-label={legend}>
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {top}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          meta={f.firstName}
          label={w("firstName")}
          hint={w("latinHint")}
          inputProps={{ autoComplete: "off", dir: "ltr", maxLength: rules.nameMax }}
        />
        <Field
          meta={f.lastName}
          label={w("lastName")}
          inputProps={{ autoComplete: "off", dir: "ltr", maxLength: rules.nameMax }}
        />
      </div>
      {rules.gender && f.gender ? (
        <RadioGroupField
          meta={f.gender}
          legend={w("gender")}
          options={genders.map((g) => ({ value: g, label: t(keyIn(rules.gender!, g)) }))}
        />
      ) : null}
      {rules.birthDate && f.birthYear && f.birthMonth && f.birthDay ? (
        <fieldset>
          <legend className={labelClass}>{w("birthday")}</legend>
          <div className="grid grid-cols-3 gap-3">
            <NumberField
              meta={f.birthYear}
              label={w("year")}
              inputProps={{ dir: "ltr", placeholder: w("yearPlaceholder") }}
            />
            <NumberField meta={f.birthMonth} label={w("month")} inputProps={{ dir: "ltr" }} />
            <NumberField meta={f.birthDay} label={w("day")} inputProps={{ dir: "ltr" }} />
          </div>
        </fieldset>
      ) : null}
      {rules.documentFor && f.nationality && f.nationalId && f.passportNumber ? (
        <NationalityDocument
          nationality={f.nationality}
          nationalId={f.nationalId}
          passportNumber={f.passportNumber}
          documentFor={rules.documentFor}
          words={rules.words}
          countries={countries}
        />
      ) : null}
      {children}
    </fieldset>
  );
}

/** The nationality and the document it needs: the national ID or the passport number. */
function NationalityDocument({
  nationality,
  nationalId,
  passportNumber,
  documentFor,
  words,
  countries,
}: {
  nationality: Meta;
  nationalId: Meta;
  passportNumber: Meta;
  documentFor: (nationality: string) => DocumentType;
  words: QualifiedGroup;
  countries: readonly { code: string; name: string }[];
}) {
  const w = useWords(words);
  const hydrated = useHydrated();
  const chosen = String(nationality.value ?? nationality.initialValue ?? "");
  const doc = chosen ? documentFor(chosen) : null;
  return (
    <>
      <div className="md:w-1/2">
        <label htmlFor={nationality.id} className={labelClass}>
          {w("nationality")}
        </label>
        <select {...getSelectProps(nationality)} key={nationality.key} className="input">
          <option value="">{w("choose")}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <ErrorList id={nationality.errorId} errors={nationality.errors} />
      </div>
      {/* Without JavaScript both fields show, each saying whom it is for; with it, only the one the nationality needs. */}
      <div className="grid gap-4 md:grid-cols-2">
        <div className={hydrated && doc === "passport" ? "hidden" : ""}>
          <Field
            meta={nationalId}
            label={w("nationalId")}
            hint={w("nationalIdHint")}
            inputProps={{ inputMode: "numeric", dir: "ltr", maxLength: 10 }}
          />
        </div>
        <div className={hydrated && doc === "id_card" ? "hidden" : ""}>
          <Field
            meta={passportNumber}
            label={w("passportNumber")}
            hint={w("passportHint")}
            inputProps={{ dir: "ltr", autoComplete: "off", maxLength: 9 }}
          />
        </div>
      </div>
    </>
  );
}
