import { contentDatabaseSuite } from "../support/content-db-suite";

contentDatabaseSuite("postgres");
