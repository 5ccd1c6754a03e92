import { ordersDatabaseSuite } from "../support/orders-db-suite";

ordersDatabaseSuite("postgres");
