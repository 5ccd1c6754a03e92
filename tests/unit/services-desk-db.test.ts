import { servicesDeskDatabaseSuite } from "../support/services-desk-db-suite";

servicesDeskDatabaseSuite("pglite");
