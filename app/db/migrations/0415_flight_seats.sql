-- Issue 25 item 8 (docs/decisions/110-seats-and-bags.md): seats chosen on a seat map after booking. One row per
-- taken seat of one physical flight (airline, number and departure: every fare offer of that flight shares its
-- cabin); the primary key makes a seat impossible to give twice.
CREATE TABLE flight_seats (
  flight_key text NOT NULL,
  seat text NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flight_key, seat),
  CONSTRAINT flight_seats_seat_check CHECK (seat ~ '^[0-9]{1,2}[A-K]$')
);
