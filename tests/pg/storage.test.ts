import { databaseStorageSuite } from "../support/storage-suite";

databaseStorageSuite("postgres");
