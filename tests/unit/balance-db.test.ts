import { balanceSuite } from "../support/balance-db-suite";

balanceSuite("pglite");
