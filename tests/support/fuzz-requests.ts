import { locales, pattern, resources, screenIds, screenOf, type Locale } from "~/routing/screens";

/**
 * Malformed requests for every route of the route table (issue 11's fuzz suite): every
 * screen in every language and every resource route, each sent a class of bad input —
 * bodies that are not forms, broken forms, control characters, ids beyond the database's
 * range, oversized text, hostile query strings and path segments; and (issue 21) list
 * indices up to 2^31 in field names and query keys, dates and numbers beyond any
 * calendar, multipart bodies on routes that take no files. Slow bodies are sent by
 * `slowBody` (a raw socket), bounded in time. A deterministic list
 * (a seeded shuffle), so a failure can be replayed; `limit` takes a bounded sample.
 */
export interface FuzzRequest {
  className: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const FORM = "application/x-www-form-urlencoded";
const BIG_ID = "2147483648";
/** A record number a database column holds and no seeded record has. */
const NO_RECORD = 2_000_000_000;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Bodies that are not forms or are broken forms: every one must answer 4xx (issue 11 item 2). */
export const malformedBodies: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: "no body", headers: {} },
  { name: "json", headers: { "Content-Type": "application/json" }, body: '{"email":"a@example.com","id":1}' },
  { name: "text", headers: { "Content-Type": "text/plain" }, body: "hello" },
  { name: "xml", headers: { "Content-Type": "application/xml" }, body: "<a>1</a>" },
  { name: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, body: "x" },
  {
    name: "truncated multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=B" },
    body: '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
  },
  { name: "broken intent", headers: { "Content-Type": FORM }, body: "__intent__=x&intent=%7B" },
  {
    name: "nul in fields",
    headers: { "Content-Type": FORM },
    body: form({ name: "a\u0000b", email: "a\u0000@example.com", message: "x\u0000", title: "t\u0000", body: "b" }),
  },
];

const postClasses: { name: string; headers: Record<string, string>; body?: string }[] = [
  ...malformedBodies,
  {
    name: "ids out of range",
    headers: { "Content-Type": FORM },
    body: form({
      intent: "remove",
      lineId: BIG_ID,
      answerId: BIG_ID,
      cardId: BIG_ID,
      id: BIG_ID,
      order: "PZ99999999",
      quantity: BIG_ID,
    }),
  },
  {
    name: "negative and odd numbers",
    headers: { "Content-Type": FORM },
    body: form({ lineId: "-1", id: "1e309", adults: "NaN", children: "-5", page: "0x10", quantity: "1.5" }),
  },
  {
    name: "oversized text",
    headers: { "Content-Type": FORM },
    body: form({ name: "x".repeat(20_000), email: `${"a".repeat(5000)}@example.com`, message: "m".repeat(100_000) }),
  },
  {
    // Issue 21 item 1: the form layer would build a list up to the index (out of memory at 10^9).
    name: "list indices in names",
    headers: { "Content-Type": FORM },
    body: form({
      "x[2147483648]": "1",
      "passengers[2147483647].firstName": "x",
      "passengers[99999].birthYear": "1990",
      "rooms[999999999].adults": "1",
      "guests[100000].lastName": "x",
    }),
  },
  {
    // Issue 21 item 3: dates and numbers beyond any calendar (RangeError: Invalid time value).
    name: "extreme dates and numbers",
    headers: { "Content-Type": FORM },
    body: form({
      "passengers[0].birthYear": "-99999999",
      "passengers[0].birthMonth": "13",
      "passengers[0].birthDay": "-1",
      "passengers[0].expiryYear": "275760",
      "passengers[1].birthYear": "-275760",
      "guests[0].birthYear": "99999999999999999999",
      birthYear: "-275760",
      depart: "-275760-01-01",
      return: "+275760-09-13",
      checkIn: "9999999-12-31",
      checkOut: "0000-00-00",
      date: "1e309",
      adults: "9007199254740993",
      rooms: "1e308",
      amount: "-1e308",
    }),
  },
  {
    // Issue 21 item 8: only a screen that takes files takes multipart.
    name: "multipart on a form route",
    headers: { "Content-Type": "multipart/form-data; boundary=B" },
    body: '--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--B\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--B--\r\n',
  },
  {
    // Issue 25 item 7: the price alerts' actions (follow, stop by link, one-click, stop in the user area).
    name: "price alert fields",
    headers: { "Content-Type": FORM },
    body: form({
      intent: "follow",
      from: "THR\u0000",
      to: "x".repeat(500),
      depart: "2026-02-31",
      span: "year",
      adults: "1e309",
      email: "a@",
      token: `${BIG_ID}.0.${"A".repeat(43)}`,
      "List-Unsubscribe": "One-Click",
      id: "-1",
    }),
  },
  {
    name: "unexpected shapes",
    headers: { "Content-Type": FORM },
    body: "email=a%40example.com&email=b%40example.com&redirectTo=%2F.%2F%2Fevil.example&passengers[0][x]=1&%FF=%FE",
  },
];

const queryClasses = [
  `?page=${BIG_ID}&out=${BIG_ID}&ret=-1&order=%00`,
  "?adults=99&children=-1&depart=2026-02-31&from=%00&to=%FF&at=1e309",
  "?q=%27%22%3Cscript%3E&sort=%00&page=NaN",
  "?x%5B2147483648%5D=1&passengers%5B99999%5D.type=adult&order%5B999999999%5D=1",
  "?depart=-275760-01-01&return=%2B275760-09-13&checkIn=9999999-12-31&checkOut=0000-00-00&adults=1e309&year=-99999999",
];

function sampleParams(path: string) {
  return path
    .replace(":orderNumber", "PZ00000001")
    .replace(":paymentId", BIG_ID)
    .replace(/:[A-Za-z]+/g, "x");
}

/** Every route's path: each screen in each language, and each resource route. */
export function fuzzPaths(languages: readonly Locale[] = locales): string[] {
  const paths = new Set<string>();
  for (const id of screenIds) {
    if (!screenOf(id).file) continue;
    for (const locale of languages) paths.add(encodeURI(sampleParams(pattern(id, locale))));
  }
  for (const resource of Object.values(resources)) paths.add(sampleParams(resource.path));
  return [...paths];
}

/** The malformed requests, in a fixed pseudo-random order; `limit` keeps the first ones. */
export function fuzzRequests(
  origin: string,
  options: { limit?: number; seed?: number; languages?: readonly Locale[] } = {},
) {
  const list: FuzzRequest[] = [];
  for (const path of fuzzPaths(options.languages)) {
    for (const c of postClasses)
      list.push({ className: c.name, method: "POST", path, headers: { Origin: origin, ...c.headers }, body: c.body });
    for (const q of queryClasses) list.push({ className: "hostile query", method: "GET", path: path + q, headers: {} });
    list.push({ className: "nul path segment", method: "GET", path: `${path}/%00`, headers: {} });
    list.push({
      className: "legacy _data",
      method: "POST",
      path: `${path}?_data=x`,
      headers: { Origin: origin, "Content-Type": FORM },
      body: "a=1",
    });
  }
  // A seeded shuffle (mulberry32), so a bounded sample still covers every route and class.
  let seed = options.seed ?? 11;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return options.limit ? list.slice(0, options.limit) : list;
}

/**
 * The desk's screens and every form intent they declare (issue 26), for the fuzz run signed in as each
 * staff role: each screen's malformed bodies and hostile queries, and each intent sent with fields that
 * are out of range, of the wrong shape or missing. A role lacking the permission must answer 404, one
 * holding it 4xx or a redirect; none may answer 5xx. Deterministic; `limit` keeps a bounded sample that
 * still holds every intent of every screen once.
 */
export function deskFuzzRequests(origin: string, options: { limit?: number; languages?: readonly Locale[] } = {}) {
  const languages = options.languages ?? ["en", "fa"];
  const every: FuzzRequest[] = [];
  const rest: FuzzRequest[] = [];
  const intentBodies = [
    (intent: string) => form({ intent, id: BIG_ID, amount: "-1e308", from: "2026-02-31", to: "-275760-01-01" }),
    (intent: string) => form({ intent, id: "-1", price: "1e309", code: "\u0000", email: "a@", value: "NaN" }),
    // Record numbers no seeded record has: the run shares its server with the other tests, and a duplicated
    // `id` must not close a real flight or unpublish a real article while it checks the answer's status.
    (intent: string) =>
      `intent=${intent}&id=${NO_RECORD}&id=${NO_RECORD - 1}&ids=${BIG_ID}&x%5B2147483648%5D=1&title=${"t".repeat(20_000)}&%FF=%FE`,
    (intent: string) => form({ intent }),
  ];
  for (const id of screenIds) {
    const screen = screenOf(id);
    if (!screen.desk || !screen.file) continue;
    const act = screen.desk.act;
    const intents = act === undefined ? [] : typeof act === "string" ? [""] : Object.keys(act);
    for (const locale of languages) {
      const paths = [pattern(id, locale)].flatMap((p) =>
        p.includes(":")
          ? [sampleParams(p), p.replace(/:[A-Za-z]+/g, BIG_ID), p.replace(/:[A-Za-z]+/g, "request-2147483648")]
          : [p],
      );
      for (const path of paths.map(encodeURI)) {
        intents.forEach((intent, i) =>
          every.push({
            className: `intent ${intent || "(form)"}`,
            method: "POST",
            path,
            headers: { Origin: origin, "Content-Type": FORM },
            body: intentBodies[i % intentBodies.length](intent),
          }),
        );
        for (const intent of intents)
          for (const body of intentBodies)
            rest.push({
              className: `intent ${intent || "(form)"}`,
              method: "POST",
              path,
              headers: { Origin: origin, "Content-Type": FORM },
              body: body(intent),
            });
        for (const c of postClasses)
          rest.push({
            className: c.name,
            method: "POST",
            path,
            headers: { Origin: origin, ...c.headers },
            body: c.body,
          });
        for (const q of queryClasses)
          rest.push({ className: "hostile query", method: "GET", path: path + q, headers: {} });
      }
    }
  }
  let seed = 26;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const all = [...every, ...rest];
  return options.limit ? all.slice(0, Math.max(options.limit, every.length)) : all;
}

/**
 * A POST whose body trickles in (issue 21 item 2): it declares `length` bytes and sends 10 every
 * `everyMs`. Resolves with the answer's status (0 when the connection closed without one) and how
 * long it took; gives up after `maxMs`.
 */
export async function slowBody(
  origin: string,
  path: string,
  options: { length?: number; everyMs?: number; maxMs?: number; client?: string } = {},
) {
  const net = await import("node:net");
  const { hostname, port } = new URL(origin);
  const started = Date.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\nContent-Type: ${FORM}\r\nContent-Length: ${options.length ?? 100_000}\r\n${options.client ? `X-Forwarded-For: ${options.client}\r\n` : ""}\r\n`,
      );
    });
    const trickle = setInterval(() => socket.writable && socket.write("aaaaaaaaaa"), options.everyMs ?? 1000);
    const done = (status: number) => {
      clearInterval(trickle);
      clearTimeout(limit);
      socket.destroy();
      resolve({ status, ms: Date.now() - started });
    };
    const limit = setTimeout(() => done(0), options.maxMs ?? 30_000);
    socket.once("data", (data) => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString())?.[1] ?? 0)));
    socket.once("close", () => done(0));
    socket.on("error", () => {});
  });
}
