import { hotelsDatabaseSuite } from "../support/hotels-db-suite";

hotelsDatabaseSuite("postgres");
