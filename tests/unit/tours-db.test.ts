import { toursDatabaseSuite } from "../support/tours-db-suite";

toursDatabaseSuite("pglite");
