import { outboxSuite } from "../support/outbox-db-suite";

outboxSuite("postgres");
