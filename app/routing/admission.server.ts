import type { NextFunction, Request, Response } from "express";
import { plainPage } from "./plain-page.server";

/**
 * Admission control (issue 11 item 8, decision 018): at most `maxInFlight` requests are
 * worked on at once; the next ones wait in line (payments and checkouts first, then the
 * rest in arrival order) up to `maxWaitMs`; a full line or a wait too long answers 503 with
 * Retry-After at once, as a whole page. Under a burst (200 buyers on PGlite, whose one
 * connection runs one query at a time) every admitted request finishes in time and complete,
 * instead of all of them slowing down together until renders are cut off.
 */
export interface AdmissionOptions {
  maxInFlight: number;
  maxQueue: number;
  maxWaitMs: number;
  /** Places one client address may hold at once (issue 21 item 2); its next requests wait for one of its own. */
  maxPerClient?: number;
}

type Release = () => void;
interface Waiter {
  client: string;
  admit: (release: Release) => void;
  timer: NodeJS.Timeout;
}

export class Admission {
  private inFlight = 0;
  private readonly held = new Map<string, number>();
  private readonly urgent: Waiter[] = [];
  private readonly normal: Waiter[] = [];

  constructor(private readonly options: AdmissionOptions) {}

  get stats() {
    return { inFlight: this.inFlight, waiting: this.urgent.length + this.normal.length };
  }

  /** Resolves with a release function once admitted, or null when refused (line full or waited too long). */
  enter(urgent = false, client = ""): Promise<Release | null> {
    // With a place free, whoever still waits is at its own cap (next() admits everyone else at once).
    if (this.inFlight < this.options.maxInFlight && this.mayHold(client)) return Promise.resolve(this.admitted(client));
    if (this.stats.waiting >= this.options.maxQueue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const line = urgent ? this.urgent : this.normal;
      const waiter: Waiter = {
        client,
        admit: (release) => resolve(release),
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          resolve(null);
        }, this.options.maxWaitMs),
      };
      line.push(waiter);
    });
  }

  private mayHold(client: string) {
    return (this.held.get(client) ?? 0) < (this.options.maxPerClient ?? Infinity);
  }

  private admitted(client: string): Release {
    this.inFlight++;
    this.held.set(client, (this.held.get(client) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlight--;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
      this.next();
    };
  }

  /** Admits waiters while there is room: the urgent first, each line in arrival order, skipping clients at their cap. */
  private next() {
    while (this.inFlight < this.options.maxInFlight) {
      const waiter = this.take(this.urgent) ?? this.take(this.normal);
      if (!waiter) return;
      clearTimeout(waiter.timer);
      waiter.admit(this.admitted(waiter.client));
    }
  }

  private take(line: Waiter[]): Waiter | undefined {
    const index = line.findIndex((w) => this.mayHold(w.client));
    return index < 0 ? undefined : line.splice(index, 1)[0];
  }
}

export const RETRY_AFTER_SECONDS = 5;

const busyPage = plainPage("503", [
  "سایت همین حالا بسیار شلوغ است. لطفاً چند ثانیه دیگر دوباره تلاش کنید؛ اگر فرمی فرستاده بودید، فرستاده نشده است.",
  "The site is very busy right now. Please try again in a few seconds; if you sent a form, it was not sent.",
  "De site is op dit moment erg druk. Probeer het over enkele seconden opnieuw; als u een formulier verstuurde, is het niet verstuurd.",
  "Le site est très chargé en ce moment. Réessayez dans quelques secondes\u202f; si vous avez envoyé un formulaire, il n’a pas été envoyé.",
]);

/** The middleware: `urgent(req)` says which requests finish a purchase and go first. */
export function admission(options: AdmissionOptions, urgent: (req: Request) => boolean) {
  const gate = new Admission(options);
  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    const release = await gate.enter(urgent(req), req.ip ?? req.socket?.remoteAddress ?? "");
    // The visitor may have gone while the request waited in line or in an earlier middleware (a static file's
    // lookup): its "close" has fired already and would never free the place, and after enough of those every
    // request would wait forever. Free it now and do no work for nobody.
    if (gone(req, res)) {
      release?.();
      return;
    }
    if (!release) {
      res
        .status(503)
        .set({
          "Retry-After": String(RETRY_AFTER_SECONDS),
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "no-store",
        })
        .send(busyPage);
      return;
    }
    res.once("finish", release);
    res.once("close", release);
    next();
  };
  return Object.assign(middleware, { stats: () => gate.stats });
}

/**
 * The connection is closed, or the answer was already sent. (Not `req.destroyed`: a request is destroyed as soon as its
 * body has been read, while its answer is still to come.)
 */
const gone = (req: Request, res: Response) =>
  res.closed || res.destroyed || res.writableEnded || !!req.socket?.destroyed;
