/**
 * Compares two V8 heap snapshots (.heapsnapshot, e.g. from BENCH_HEAP_SNAPSHOTS of bench/memory.bench.ts):
 * for each constructor (as the DevTools summary groups them), the objects' count, their own size and the
 * size they retain, before and after, sorted by what grew most.
 *
 *   npx tsx bench/heap-compare.ts before.heapsnapshot after.heapsnapshot [rows]
 *
 * Retained sizes come from the dominator tree (Cooper, Harvey and Kennedy's iterative algorithm, weak edges
 * left out, as DevTools does); a constructor's retained size sums its objects that no other object of the same
 * constructor dominates, so nothing is counted twice within a row.
 */
import fs from "node:fs";

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

interface Group {
  count: number;
  self: number;
  retained: number;
}

function summarise(file: string): { groups: Map<string, Group>; total: number } {
  const snap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const { meta } = snap.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const [typeAt, nameAt, sizeAt, edgesAt] = ["type", "name", "self_size", "edge_count"].map((f) =>
    meta.node_fields.indexOf(f),
  );
  const [edgeTypeAt, toAt] = ["type", "to_node"].map((f) => meta.edge_fields.indexOf(f));
  const nodeTypes = meta.node_types[0];
  const weak = meta.edge_types[0].indexOf("weak");
  const { nodes, edges, strings } = snap;
  const n = nodes.length / nf;

  // Children of each node (by index), weak edges left out.
  const firstEdge = new Uint32Array(n + 1);
  for (let i = 0, e = 0; i < n; i++) {
    firstEdge[i] = e;
    e += nodes[i * nf + edgesAt] * ef;
  }
  firstEdge[n] = edges.length;
  const childrenOf = (i: number, visit: (child: number) => void) => {
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += ef)
      if (edges[e + edgeTypeAt] !== weak) visit(edges[e + toAt] / nf);
  };

  // Reverse post-order from the root (node 0), iteratively.
  const order = new Int32Array(n).fill(-1);
  const post: number[] = [];
  const stack: number[] = [0];
  const cursor = new Uint32Array(n);
  order[0] = -2;
  for (let i = 0; i < n; i++) cursor[i] = firstEdge[i];
  while (stack.length) {
    const v = stack[stack.length - 1];
    let pushed = false;
    while (cursor[v] < firstEdge[v + 1]) {
      const e = cursor[v];
      cursor[v] += ef;
      if (edges[e + edgeTypeAt] === weak) continue;
      const w = edges[e + toAt] / nf;
      if (order[w] === -1) {
        order[w] = -2;
        stack.push(w);
        pushed = true;
        break;
      }
    }
    if (!pushed) {
      order[v] = post.length;
      post.push(v);
      stack.pop();
    }
  }
  // Predecessors of reachable nodes.
  const predCount = new Uint32Array(n + 1);
  for (const v of post) childrenOf(v, (w) => predCount[w]++);
  const predStart = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) predStart[i + 1] = predStart[i] + predCount[i];
  const preds = new Uint32Array(predStart[n]);
  const fill = predStart.slice();
  for (const v of post) childrenOf(v, (w) => (preds[fill[w]++] = v));

  const idom = new Int32Array(n).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a] < order[b]) a = idom[a];
      while (order[b] < order[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let k = post.length - 1; k >= 0; k--) {
      const v = post[k];
      if (v === 0) continue;
      let dom = -1;
      for (let p = predStart[v]; p < predStart[v + 1]; p++) {
        const u = preds[p];
        if (idom[u] === -1) continue;
        dom = dom === -1 ? u : intersect(u, dom);
      }
      if (dom !== -1 && idom[v] !== dom) {
        idom[v] = dom;
        changed = true;
      }
    }
  }

  const group = (i: number) => {
    const type = nodeTypes[nodes[i * nf + typeAt]];
    const name = strings[nodes[i * nf + nameAt]];
    if (type === "object" || type === "native") return name.split(" ")[0] || `(${type})`;
    if (type === "string" || type === "concatenated string" || type === "sliced string") return "(string)";
    if (type === "closure") return "(closure)";
    if (type === "code") return "(compiled code)";
    if (type === "array") return `(array: ${name})`;
    return `(${type})`;
  };
  // Retained sizes: children before their dominators (post-order is such an order for the dominator tree).
  const retained = new Float64Array(n);
  for (const v of post) retained[v] += nodes[v * nf + sizeAt];
  for (const v of post) if (v !== 0) retained[idom[v]] += retained[v];

  const names = new Array<string>(n);
  for (const v of post) names[v] = group(v);
  const groups = new Map<string, Group>();
  let total = 0;
  for (const v of post) {
    const name = names[v];
    const g = groups.get(name) ?? { count: 0, self: 0, retained: 0 };
    g.count++;
    g.self += nodes[v * nf + sizeAt];
    total += nodes[v * nf + sizeAt];
    // Top-most of its group on its dominator chain.
    let d = idom[v];
    while (d !== 0 && names[d] !== name) d = idom[d];
    if (d === 0) g.retained += retained[v];
    groups.set(name, g);
  }
  return { groups, total };
}

const [before, after, rows = "25"] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: npx tsx bench/heap-compare.ts before.heapsnapshot after.heapsnapshot [rows]");
  process.exit(2);
}
const a = summarise(before);
const b = summarise(after);
const kb = (x: number) => `${(x / 1024).toFixed(0)} KB`;
const signed = (x: number) => (x >= 0 ? `+${kb(x)}` : `-${kb(-x)}`);
console.log(`reachable heap: ${kb(a.total)} → ${kb(b.total)} (${signed(b.total - a.total)})\n`);
console.log("| constructor | count | self size | retained size | retained growth |");
console.log("|---|---|---|---|---|");
const none: Group = { count: 0, self: 0, retained: 0 };
const names = [...new Set([...a.groups.keys(), ...b.groups.keys()])];
const growth = (name: string) => (b.groups.get(name) ?? none).self - (a.groups.get(name) ?? none).self;
for (const name of names.sort((x, y) => Math.abs(growth(y)) - Math.abs(growth(x))).slice(0, Number(rows))) {
  const x = a.groups.get(name) ?? none;
  const y = b.groups.get(name) ?? none;
  console.log(
    `| ${name} | ${x.count} → ${y.count} | ${kb(x.self)} → ${kb(y.self)} (${signed(y.self - x.self)}) | ${kb(x.retained)} → ${kb(y.retained)} | ${signed(y.retained - x.retained)} |`,
  );
}
