import { heldCount } from "~/domains/content/moderation.server";
import { deskCounts } from "../home-counts.server";
import { countNew } from "./queue.server";

/**
 * What waits on the desk's home (decision 113): new requests and messages, held contributions.
 * Imported by the requests and moderation screens and by the home, so the counts are registered
 * whichever loads first (once: a module runs once).
 */
deskCounts.push(
  { screen: "deskRequests", message: "deskRequests:home.new", count: countNew },
  { screen: "deskModeration", message: "deskRequests:home.held", count: heldCount },
);
