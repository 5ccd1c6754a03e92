-- Issue 26 (docs/decisions/119-train-inventory-on-the-desk.md): staff close and reopen a train, or one of
-- its wagons, for travel dates. A closure is a row, never a change of places: searches, place plans and
-- holds sell nothing of a closed train or wagon on that date, while the places already held or sold stay
-- theirs, and deleting the row (reopening) sells what is left. wagon_no 0 closes the whole train.
CREATE TABLE train_closures (
  trip_id integer NOT NULL REFERENCES train_trips (id) ON DELETE CASCADE,
  travel_date date NOT NULL,
  wagon_no smallint NOT NULL CONSTRAINT train_closures_wagon_no_check CHECK (wagon_no >= 0),
  PRIMARY KEY (trip_id, travel_date, wagon_no)
);
