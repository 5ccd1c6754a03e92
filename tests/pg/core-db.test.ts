import { coreDatabaseSuite } from "../support/core-db-suite";

coreDatabaseSuite("postgres");
