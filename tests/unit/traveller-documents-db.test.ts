import { travellerDocumentsSuite } from "../support/traveller-documents-suite";

travellerDocumentsSuite("pglite");
