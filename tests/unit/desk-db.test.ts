import { deskDatabaseSuite } from "../support/desk-db-suite";

deskDatabaseSuite("pglite");
