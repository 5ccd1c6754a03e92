-- Issue 28, the desk's half (docs/decisions/811-paying-a-firm-quote.md): a firm quote is paid once. Placing an order
-- for it holds the project (the product's inventory take: a conditional update of `held` from false to true, only
-- while the quote is firm, unexpired and unchanged); an order that expires or is cancelled gives it back. While
-- held, the desk cannot change the quote's prices.
ALTER TABLE projects ADD COLUMN held boolean NOT NULL DEFAULT false;
