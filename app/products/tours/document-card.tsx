import type { DocumentCardEntry } from "~/domains/booking/contract";
import { TourVoucherCard } from "./components/voucher-card";
import type { TourVoucher } from "./voucher";

/** The tour voucher on the confirmation page (found by app/products/document-cards.tsx). */
export const documentCard: DocumentCardEntry = {
  kind: "tour",
  Card: ({ data }) => <TourVoucherCard voucher={data as TourVoucher} />,
};
