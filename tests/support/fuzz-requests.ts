import { locales, pattern, resources, screenIds, screenOf, type Locale } from "~/routing/screens";

/**
 * Malformed requests for every route of the route table (issue 11's fuzz suite): every
 * screen in every language and every resource route, each sent a class of bad input —
 * bodies that are not forms, broken forms, control characters, ids beyond the database's
 * range, oversized text, hostile query strings and path segments. A deterministic list
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
    name: "unexpected shapes",
    headers: { "Content-Type": FORM },
    body: "email=a%40example.com&email=b%40example.com&redirectTo=%2F.%2F%2Fevil.example&passengers[0][x]=1&%FF=%FE",
  },
];

const queryClasses = [
  `?page=${BIG_ID}&out=${BIG_ID}&ret=-1&order=%00`,
  "?adults=99&children=-1&depart=2026-02-31&from=%00&to=%FF&at=1e309",
  "?q=%27%22%3Cscript%3E&sort=%00&page=NaN",
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
