import { heldCount } from "~/domains/content/moderation.server";
import type { DeskCount } from "../home-counts.server";
import { countNew } from "./queue.server";

/**
 * What waits on the desk's home (decision 113): new requests and messages, held contributions.
 */
export const requestCounts: DeskCount[] = [
  { screen: "deskRequests", message: "deskRequests:home.new", count: countNew },
  { screen: "deskModeration", message: "deskRequests:home.held", count: heldCount },
];
