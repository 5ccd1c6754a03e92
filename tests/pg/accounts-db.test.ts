import { accountsDatabaseSuite } from "../support/accounts-db-suite";

accountsDatabaseSuite("postgres");
