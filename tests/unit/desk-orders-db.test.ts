import { deskOrdersDatabaseSuite } from "../support/desk-orders-db-suite";

deskOrdersDatabaseSuite("pglite");
