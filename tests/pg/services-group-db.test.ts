import { servicesGroupDatabaseSuite } from "../support/services-group-db-suite";

servicesGroupDatabaseSuite("postgres");
