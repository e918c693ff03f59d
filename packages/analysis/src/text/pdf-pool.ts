import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Text of one PDF page as the worker returns it; `ocr` when it was read on the drawn page (a scan). */
export interface RawPage {
  page: number;
  text: string;
  ocr?: boolean;
}

/** A page read, as it happens: `done` pages of `total`, the last one read by OCR or not. */
export interface PageProgress {
  done: number;
  total: number;
  ocr: boolean;
}

/** Pages `from`..`to` of the PDF `key`; or, with `image`, the text OCR reads on an image file. */
interface RangeTask {
  id: number;
  key: string;
  data: SharedArrayBuffer;
  from: number;
  to: number;
  image?: true;
}

type Reply =
  | { id: number; ok: true; pageCount: number; pages: RawPage[] }
  | { id: number; ok: false; message: string }
  | { id: number; type: 'page'; page: number; ocr: boolean };

interface RangeResult {
  pageCount: number;
  pages: RawPage[];
}

interface Job {
  task: RangeTask;
  resolve: (result: RangeResult) => void;
  reject: (error: Error) => void;
  onPage?: (ocr: boolean) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);
/** Ranges of 2 to 25 pages: few messages, and the last ones short, so that the workers end together. */
const MIN_RANGE = 2;
const MAX_RANGE = 25;
/** A page taking longer than this (OCR included) is abandoned: its worker is stopped and replaced. */
const PAGE_TIMEOUT_MS = 120_000;

/**
 * A pool of worker threads, one per core, each running PDFium (WebAssembly). A PDF is cut into page
 * ranges handed out as workers free up, so a 400-page tender keeps every core busy; idle workers do not
 * keep the process alive.
 */
class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(readonly size: number) {}

  run(task: Omit<RangeTask, 'id'>, onPage?: (ocr: boolean) => void): Promise<RangeResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { ...task, id: this.nextId++ }, resolve, reject, onPage });
      this.dispatch();
    });
  }

  /**
   * Starts every worker at once, so that they boot side by side while the first one counts the pages,
   * instead of one after the other as ranges come; started workers stay for later documents.
   */
  start(): void {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
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
      this.watch(slot);
      slot.worker.postMessage(job.task);
    }
  }

  /** (Re)starts the timer of a busy worker: each page read gives it PAGE_TIMEOUT_MS more. */
  private watch(slot: Slot): void {
    clearTimeout(slot.timer ?? undefined);
    slot.timer = setTimeout(() => void slot.worker.terminate(), PAGE_TIMEOUT_MS).unref();
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
    if ('type' in reply) {
      this.watch(slot);
      job.onPage?.(reply.ocr);
      return;
    }
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

/**
 * Pages 1..pageCount cut into ranges for `workers` workers, handed out in order as workers free up:
 * each range is a share of the pages left, so the ranges shrink towards the end and no worker is
 * left alone with a long one while the others wait.
 */
export function pageRanges(pageCount: number, workers: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (let from = 1; from <= pageCount;) {
    const share = Math.ceil((pageCount - from + 1) / (workers * 2));
    const to = Math.min(pageCount, from + Math.max(MIN_RANGE, Math.min(MAX_RANGE, share)) - 1);
    ranges.push({ from, to });
    from = to + 1;
  }
  return ranges;
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

/**
 * Text of every page of a PDF, in page order; rejects when PDFium cannot read the file. The workers
 * start together; the page count comes first (an empty range: the document stays open in that
 * worker), then every worker takes ranges; `onPage` hears of each page read, in the order they finish.
 */
export function pdfPages(bytes: Uint8Array, onPage?: (progress: PageProgress) => void): Promise<RangeResult> {
  return withPdf(bytes, async (current, key, data) => {
    current.start();
    const { pageCount } = await current.run({ key, data, from: 1, to: 0 });
    let done = 0;
    const read = (ocr: boolean) => onPage?.({ done: ++done, total: pageCount, ocr });
    const results = await Promise.all(
      pageRanges(pageCount, current.size).map((range) => current.run({ key, data, ...range }, read)),
    );
    return { pageCount, pages: results.flatMap((range) => range.pages) };
  });
}

/**
 * The page count of a PDF without reading any text (an empty page range), or null when PDFium cannot
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

/** The text OCR reads on an image file (a scanned page saved as JPEG, PNG...): one page, `ocr` set. */
export async function imagePage(bytes: Uint8Array): Promise<RawPage> {
  const result = await withPdf(bytes, (current, key, data) =>
    current.run({ key, data, from: 1, to: 1, image: true }),
  );
  return result.pages[0] ?? { page: 1, text: '' };
}

/**
 * Starts the PDF workers ahead of the first document: a command that will read PDFs calls it before
 * loading the rest of its code, so that the workers (about 0.1 s each) boot meanwhile.
 */
export function startPdfWorkers(): void {
  sharedPool().start();
}

/** Stops the PDF workers (tests, CLI and server shutdown); a later extraction starts new ones. */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
