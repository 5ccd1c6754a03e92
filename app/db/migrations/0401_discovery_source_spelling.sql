-- One spelling per choice (docs/decisions/015): sign-up stored "billboard", checkout
-- stored "billboards". The one list (app/utils/choices.ts) keeps "billboard".
UPDATE orders SET discovery = 'billboard' WHERE discovery = 'billboards';
UPDATE users SET discovery_source = 'billboard' WHERE discovery_source = 'billboards';
