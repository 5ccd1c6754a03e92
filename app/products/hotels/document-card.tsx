import type { DocumentCardEntry } from "~/domains/booking/contract";
import { HotelVoucherCard } from "./components/voucher-card";
import type { HotelVoucher } from "./voucher";

/** The hotel voucher on the confirmation page (found by app/products/document-cards.tsx). */
export const documentCard: DocumentCardEntry = {
  kind: "hotel",
  Card: ({ data }) => <HotelVoucherCard voucher={data as HotelVoucher} />,
};
