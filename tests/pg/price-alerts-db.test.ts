import { priceAlertsDatabaseSuite } from "../support/price-alerts-db-suite";

priceAlertsDatabaseSuite("postgres");
