import { deskPagesDatabaseSuite } from "../support/desk-pages-db-suite";

deskPagesDatabaseSuite("postgres");
