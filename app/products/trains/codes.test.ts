import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compartmentHolds, operators, wagonTypes } from "./codes";

const migration = fs.readFileSync(path.join(process.cwd(), "app/db/migrations/0410_trains.sql"), "utf8");
const checkList = (constraint: string) => {
  const match = migration.match(new RegExp(`${constraint} CHECK \\(\\w+ IN \\(([^)]*)\\)`));
  return match ? match[1].split(",").map((s) => s.trim().replace(/'/g, "")) : null;
};

describe("train codes and the migration's CHECKs", () => {
  it("list the same operators, wagon types and compartment kinds", () => {
    expect(checkList("train_trips_operator_check")).toEqual([...operators]);
    expect(checkList("train_wagons_type_check")).toEqual([...wagonTypes]);
    expect(checkList("train_compartments_kind_check")).toEqual([...compartmentHolds]);
  });
});
