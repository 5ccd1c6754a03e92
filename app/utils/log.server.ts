import crypto from "node:crypto";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import { getEnv } from "./env.server";

/**
 * Structured logs (issue 11): one JSON line per request with its id, method, path, status
 * and duration (pino-http), and every 5xx with its stack under the same request id. The
 * id is also sent back as `X-Request-Id`, so a customer's report can be found. Level:
 * LOG_LEVEL, else "info" in production and "warn" elsewhere (tests and development stay quiet
 * unless something fails).
 */
export const logger = pino({
  level: getEnv().LOG_LEVEL ?? (getEnv().NODE_ENV === "production" ? "info" : "warn"),
  base: { service: "parvaz" },
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "req.headers.authorization"],
});

/**
 * A request's log level: a thrown error or a 500 is an error (its stack is logged with it); a
 * 502, 503 or 504 is an answer the site chose and explained to the visitor (a mail relay that
 * failed, the line full, a slow upstream) — whatever failed below logs its own error, so the
 * request itself is a warning; any other 4xx a warning, the rest information.
 */
export function requestLogLevel(status: number, errored: boolean): "error" | "warn" | "info" {
  if (errored || status === 500 || (status > 504 && status < 600)) return "error";
  if (status >= 400) return "warn";
  return "info";
}

export const requestLogger = pinoHttp({
  logger,
  genReqId: (_req, res) => {
    const id = crypto.randomUUID();
    res.setHeader("X-Request-Id", id);
    return id;
  },
  customLogLevel: (_req, res, error) => requestLogLevel(res.statusCode, Boolean(error)),
  // The query string can carry tokens (password reset, booking links): log the path only.
  serializers: {
    req: (req: { id: string; method: string; url: string }) => ({
      id: req.id,
      method: req.method,
      path: req.url.split("?")[0],
    }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
});
