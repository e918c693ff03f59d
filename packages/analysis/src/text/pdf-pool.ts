import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Text of one PDF page as the worker returns it. */
export interface RawPage {
  page: number;
  text: string;
}

interface RangeTask {
  id: number;
  key: string;
  data: SharedArrayBuffer;
  from: number;
  to: number;
}

type Reply =
  { id: number; ok: true; pageCount: number; pages: RawPage[] } | { id: number; ok: false; message: string };

interface RangeResult {
  pageCount: number;
  pages: RawPage[];
}

interface Job {
  task: RangeTask;
  resolve: (result: RangeResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);
/** The first range also tells the page count; kept short so the other workers start soon. */
const FIRST_RANGE = 4;
const MIN_RANGE = 4;
const MAX_RANGE = 25;
/** A page range taking longer than this is abandoned: its worker is stopped and replaced. */
const RANGE_TIMEOUT_MS = 120_000;

/**
 * A pool of worker threads, one per core, each running pdf.js. A PDF is cut into page ranges handed
 * out as workers free up, so a 400-page tender keeps every core busy; idle workers do not keep the
 * process alive.
 */
class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  run(task: Omit<RangeTask, 'id'>): Promise<RangeResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { ...task, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  release(key: string): void {
    for (const slot of this.slots) slot.worker.postMessage({ type: 'release', key });
  }

  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new Error('Lecture PDF interrompue.'));
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => void slot.worker.terminate(), RANGE_TIMEOUT_MS).unref();
      slot.worker.postMessage(job.task);
    }
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.job === null);
    if (idle || this.slots.length >= this.size) return idle;
    const slot = this.spawn();
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Slot {
    // A larger young generation: text extraction makes many short-lived objects.
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxYoungGenerationSizeMb: 48 } });
    const slot: Slot = { worker, job: null, timer: null };
    worker.unref();
    worker.on('message', (reply: Reply) => this.settle(slot, reply));
    worker.on('error', (error) => this.crash(slot, error));
    worker.on('exit', () => this.crash(slot, new Error('Le processus de lecture PDF s’est arrêté.')));
    return slot;
  }

  private settle(slot: Slot, reply: Reply): void {
    const job = slot.job;
    if (!job || job.task.id !== reply.id) return;
    slot.job = null;
    clearTimeout(slot.timer ?? undefined);
    slot.worker.unref();
    if (reply.ok) job.resolve({ pageCount: reply.pageCount, pages: reply.pages });
    else job.reject(new Error(reply.message));
    this.dispatch();
  }

  /** A dead worker fails its current range only; a fresh worker takes its place on demand. */
  private crash(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    const job = slot.job;
    slot.job = null;
    clearTimeout(slot.timer ?? undefined);
    job?.reject(error);
    this.dispatch();
  }
}

let pool: PdfPool | null = null;
let nextKey = 1;

function sharedPool(): PdfPool {
  pool ??= new PdfPool(Math.max(1, availableParallelism()));
  return pool;
}

function rangeSize(remaining: number, workers: number): number {
  return Math.max(MIN_RANGE, Math.min(MAX_RANGE, Math.ceil(remaining / (workers * 3))));
}

/** Runs `work` on a PDF shared with the workers, each of which opens it once and releases it after. */
async function withPdf<T>(
  bytes: Uint8Array,
  work: (pool: PdfPool, key: string, data: SharedArrayBuffer) => Promise<T>,
) {
  const current = sharedPool();
  const data = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(data).set(bytes);
  const key = `pdf-${nextKey++}`;
  try {
    return await work(current, key, data);
  } finally {
    current.release(key);
  }
}

/** Text of every page of a PDF, in page order; rejects when pdf.js cannot read the file. */
export function pdfPages(bytes: Uint8Array): Promise<RangeResult> {
  return withPdf(bytes, async (current, key, data) => {
    const first = await current.run({ key, data, from: 1, to: FIRST_RANGE });
    const ranges: Promise<RangeResult>[] = [];
    const size = rangeSize(first.pageCount - FIRST_RANGE, availableParallelism());
    for (let from = FIRST_RANGE + 1; from <= first.pageCount; from += size) {
      ranges.push(current.run({ key, data, from, to: Math.min(first.pageCount, from + size - 1) }));
    }
    const rest = await Promise.all(ranges);
    return { pageCount: first.pageCount, pages: [first, ...rest].flatMap((range) => range.pages) };
  });
}

/**
 * The page count of a PDF without reading any text (an empty page range), or null when pdf.js cannot
 * open it: cheap enough for the server to check page limits while an upload is received.
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    return await withPdf(
      bytes,
      async (current, key, data) => (await current.run({ key, data, from: 1, to: 0 })).pageCount,
    );
  } catch {
    return null;
  }
}

/** Stops the PDF workers (tests, CLI and server shutdown); a later extraction starts new ones. */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
