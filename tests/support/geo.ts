import type { Station } from "~/products/trains/stations";

/** Great-circle distance between two stations in km (haversine), rounded. */
export function distanceKm(a: Pick<Station, "lat" | "lon">, b: Pick<Station, "lat" | "lon">) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}
