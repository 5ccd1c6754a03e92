import { ordersDatabaseSuite } from "../support/orders-db-suite";

ordersDatabaseSuite("pglite");
