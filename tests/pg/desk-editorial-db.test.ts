import { deskEditorialDatabaseSuite } from "../support/desk-editorial-db-suite";

deskEditorialDatabaseSuite("postgres");
