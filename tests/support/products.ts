// Every test process starts as the server does: with the products registered (app/products/index.server.ts).
import "~/products/index.server";
