import { ordersCrashSuite } from "../support/orders-crash-suite";

ordersCrashSuite("postgres");
