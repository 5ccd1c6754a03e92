import { deskReportsDatabaseSuite } from "../support/desk-reports-db-suite";

deskReportsDatabaseSuite("postgres");
