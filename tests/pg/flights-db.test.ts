import { flightsDatabaseSuite } from "../support/flights-db-suite";

flightsDatabaseSuite("postgres");
