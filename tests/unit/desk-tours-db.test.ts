import { deskToursDatabaseSuite } from "../support/desk-tours-db-suite";

deskToursDatabaseSuite("pglite");
