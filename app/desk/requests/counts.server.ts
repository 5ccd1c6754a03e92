import { heldCount } from "~/domains/content/moderation.server";
import { deskCounts, type DeskCount } from "../home-counts.server";
import { countNew } from "./queue.server";

/**
 * What waits on the desk's home (decision 113): new requests and messages, held contributions.
 * The desk home's loader calls this (a side-effect import would reach the browser build); it registers them once.
 */
const requestCounts: DeskCount[] = [
  { screen: "deskRequests", message: "deskRequests:home.new", count: countNew },
  { screen: "deskModeration", message: "deskRequests:home.held", count: heldCount },
];

export function registerRequestCounts() {
  for (const count of requestCounts) if (!deskCounts.includes(count)) deskCounts.push(count);
}
