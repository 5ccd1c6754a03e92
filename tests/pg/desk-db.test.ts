import { deskDatabaseSuite } from "../support/desk-db-suite";

deskDatabaseSuite("postgres");
