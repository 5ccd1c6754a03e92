import { servicesDatabaseSuite } from "../support/services-db-suite";

servicesDatabaseSuite("pglite");
