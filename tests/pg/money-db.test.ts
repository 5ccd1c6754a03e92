import { moneyDatabaseSuite } from "../support/money-db-suite";

moneyDatabaseSuite("postgres");
