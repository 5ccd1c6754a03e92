/** The entry of build/client/pwa.js (scripts/build-sw.ts), loaded by app/entry.client.tsx. */
import { start } from "~/pwa/client";

start();
