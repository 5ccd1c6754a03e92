import { Form } from "@remix-run/react";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { useLocale } from "~/utils/root-data";
import { WithNode } from "./estimate-view";

export interface ServiceCardData {
  slug: string;
  name: string;
  summary: string;
  picture: string | null;
  items: number;
  /** The default estimate's share per person, net, in the service's currency (shown through the price rule). */
  perPerson: { amount: number; currency: string };
}

/**
 * One service: its picture, name and summary, the price per person its default estimate comes to, a link to its
 * page and a form that starts an estimate from it (a POST that works without JavaScript).
 */
export function ServiceCard({ service, heading: Heading = "h2" }: { service: ServiceCardData; heading?: "h2" | "h3" }) {
  const { t } = useTranslation("services");
  const locale = useLocale();
  return (
    <article className="flex min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      {service.picture ? (
        <img src={service.picture} alt="" width={640} height={400} className="aspect-[8/5] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading id={`service-${service.slug}`} className="text-lg font-semibold">
          <ScreenLink to="serviceDetail" params={{ slug: service.slug }} className="text-green-900 hover:underline">
            {service.name}
          </ScreenLink>
        </Heading>
        <p className="text-sm text-gray-700">{service.summary}</p>
        <p className="text-sm text-gray-700">{t("list.items", { count: service.items })}</p>
        <p className="font-semibold">
          <FromPrice perPerson={service.perPerson} />
        </p>
        <Form method="post" action={pathFor("estimateNew", locale)} className="mt-auto pt-2">
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="service" value={service.slug} />
          <button className="btn-primary w-full" aria-describedby={`service-${service.slug}`}>
            {t("list.estimate")}
          </button>
        </Form>
      </div>
    </article>
  );
}

/** "Estimate from {price} per person": the price placed where the language puts it. */
function FromPrice({ perPerson }: { perPerson: { amount: number; currency: string } }) {
  const { t } = useTranslation("services");
  return <WithNode text={(marker) => t("list.from", { price: marker })} node={<Price money={perPerson} />} />;
}
