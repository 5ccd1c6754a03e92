import { trainsDatabaseSuite } from "../support/trains-db-suite";

trainsDatabaseSuite("pglite");
