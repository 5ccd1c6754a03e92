import { honeypotDatabaseSuite } from "../support/honeypot-db-suite";

honeypotDatabaseSuite("postgres");
