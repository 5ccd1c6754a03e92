import { calendarDatabaseSuite } from "../support/calendar-db-suite";

calendarDatabaseSuite("postgres");
