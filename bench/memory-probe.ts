/**
 * Loaded into the server under test by bench/memory.bench.ts (`node --import ./bench/memory-probe.ts
 * --expose-gc`): answers the bench's messages on the IPC channel with the process's memory, and writes
 * V8 heap snapshots on demand. Nothing of it is in the site; it only reads.
 *
 * Figures, in bytes: Node's `process.memoryUsage()` after a full garbage collection, plus for PGlite
 * the size of its WebAssembly linear memory (an ArrayBuffer that grows and never shrinks) and of the
 * files it keeps in its in-memory file system (`memory://`: the database's tables, indexes and WAL).
 */
import v8 from "node:v8";

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** PGlite's WebAssembly memory; 0 on PostgreSQL. */
  wasm: number;
  /** Bytes in PGlite's in-memory file system; 0 on PostgreSQL or with a data directory on disk. */
  memfs: number;
}

/** What the bench asks: the memory figures, or a heap snapshot written to `file`. */
export type ProbeAsk = { type: "memory" } | { type: "snapshot"; file: string };
type ProbeRequest = ProbeAsk & { id: number };

interface EmscriptenNode {
  contents?: Record<string, EmscriptenNode> | Uint8Array | number[] | null;
  usedBytes?: number;
  mode: number;
}

interface PgliteInternals {
  mod?: { HEAPU8?: Uint8Array; FS?: { root: EmscriptenNode } };
}

/** The PGlite instance of the process database (app/db/client.server.ts keeps the handle on globalThis). */
async function pglite(): Promise<PgliteInternals | null> {
  const pending = (globalThis as { __parvazDb?: Promise<{ kind: string; db: { $client?: unknown } }> }).__parvazDb;
  const handle = pending ? await pending : null;
  return handle?.kind === "pglite" ? ((handle.db.$client as PgliteInternals | undefined) ?? null) : null;
}

/** Bytes held by the files under an Emscripten MEMFS node (directories hold an object of children). */
function filesBytes(node: EmscriptenNode): number {
  const isDirectory = (node.mode & 0o170000) === 0o040000;
  const { contents } = node;
  if (!contents) return 0;
  if (isDirectory) {
    let sum = 0;
    for (const child of Object.values(contents as Record<string, EmscriptenNode>)) sum += filesBytes(child);
    return sum;
  }
  // MEMFS keeps a file in a typed array with spare room; its capacity is what is held.
  return ArrayBuffer.isView(contents) ? contents.byteLength : Array.isArray(contents) ? contents.length : 0;
}

async function sample(): Promise<MemorySample> {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  const client = await pglite();
  const root = client?.mod?.FS?.root;
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    wasm: client?.mod?.HEAPU8?.buffer.byteLength ?? 0,
    memfs: root ? filesBytes(root) : 0,
  };
}

process.on("message", (message: ProbeRequest) => {
  void (async () => {
    if (message.type === "memory") process.send?.({ id: message.id, sample: await sample() });
    if (message.type === "snapshot") {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ id: message.id, file: v8.writeHeapSnapshot(message.file) });
    }
  })();
});
process.on("disconnect", () => console.error("memory probe: the bench's IPC channel closed"));
// The channel must not keep the server alive once it is told to stop.
process.channel?.unref();
