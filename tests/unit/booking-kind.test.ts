import { bookingKindSuite } from "../support/booking-kind-suite";

bookingKindSuite("pglite");
