import { createHash, type Hash } from 'node:crypto';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from './upload';

/**
 * A `filecontent` of an upload body, decoded from base64 and hashed while the body arrived, its bytes in
 * a temporary file under DATA_DIR (never in memory). `problem` says why it cannot be a file: checkFile
 * turns it into the French refusal, once the file's name is known.
 */
export interface SpooledFile {
  /** The temporary file, or null when nothing was kept (empty, refused). */
  tempPath: string | null;
  size: number;
  /** sha256 of the decoded bytes, lower-case hex. */
  hash: string;
  /** The first bytes, for the magic-number check. */
  head: Buffer;
  problem: 'base64' | 'too_large' | null;
}

const HEAD_BYTES = 8;
const DATA_URL = /^data:[^,]*;base64,/;
const BASE64_CHARS = /^[A-Za-z0-9+/]*$/;

/** Decodes base64 text given in pieces, as strictly as Buffer-at-once decoding was: see `push`. */
export class Base64Decoder {
  private carry = '';
  private start = '';
  private started = false;
  private padding = 0;
  invalid = false;

  /** The bytes decoded from this piece of text (whitespace ignored, a data-URL prefix tolerated). */
  push(text: string): Buffer {
    if (this.invalid) return Buffer.alloc(0);
    let clean = text.replace(/\s+/g, '');
    if (!this.started) {
      // A data-URL prefix is only recognised whole at the start: hold the start until it is decided.
      this.start += clean;
      if (this.start.startsWith('data:') && !this.start.includes(',') && this.start.length < 256) {
        return Buffer.alloc(0);
      }
      if ('data:'.startsWith(this.start)) return Buffer.alloc(0);
      this.started = true;
      clean = this.start.replace(DATA_URL, '');
      this.start = '';
    }
    return this.decode(clean, false);
  }

  /** The last bytes; marks the text invalid when its length is not a multiple of 4. */
  end(): Buffer {
    if (!this.started) {
      this.started = true;
      const rest = this.start.replace(DATA_URL, '');
      return this.decode(rest, true);
    }
    return this.decode('', true);
  }

  private decode(text: string, last: boolean): Buffer {
    if (this.invalid) return Buffer.alloc(0);
    const trimmed = text.replace(/=+$/, '');
    const pads = text.length - trimmed.length;
    // '=' only as the final padding, at most two, nothing after it.
    if ((this.padding > 0 && trimmed.length > 0) || !BASE64_CHARS.test(trimmed) || this.padding + pads > 2) {
      this.invalid = true;
      return Buffer.alloc(0);
    }
    this.padding += pads;
    const all = this.carry + text;
    const whole = last ? all.length : all.length - (all.length % 4);
    if (last && all.length % 4 !== 0) {
      this.invalid = true;
      return Buffer.alloc(0);
    }
    this.carry = all.slice(whole);
    return Buffer.from(all.slice(0, whole), 'base64');
  }
}

/** One file being written: bytes to the temporary file, into the hash, the first ones kept. */
class FileSink {
  private readonly decoder = new Base64Decoder();
  private readonly hash: Hash = createHash('sha256');
  private handle: FileHandle | null = null;
  private path: string | null = null;
  private head = Buffer.alloc(0);
  private size = 0;
  private tooLarge = false;

  constructor(
    private readonly spool: Spool,
    private readonly maxBytes: number,
  ) {}

  async push(text: string): Promise<void> {
    await this.write(this.decoder.push(text));
  }

  async end(): Promise<SpooledFile> {
    await this.write(this.decoder.end());
    await this.handle?.close();
    const problem = this.decoder.invalid ? 'base64' : this.tooLarge ? 'too_large' : null;
    if (problem && this.path) await rm(this.path, { force: true });
    return {
      tempPath: problem ? null : this.path,
      size: this.size,
      hash: this.hash.digest('hex'),
      head: this.head,
      problem,
    };
  }

  private async write(bytes: Buffer): Promise<void> {
    if (bytes.byteLength === 0 || this.decoder.invalid || this.tooLarge) return;
    this.size += bytes.byteLength;
    if (this.size > this.maxBytes) {
      this.tooLarge = true;
      return;
    }
    if (this.head.byteLength < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, bytes.subarray(0, HEAD_BYTES - this.head.byteLength)]);
    }
    this.hash.update(bytes);
    if (!this.handle) {
      this.path = await this.spool.newTempPath();
      this.handle = await open(this.path, 'wx');
    }
    await this.handle.write(bytes);
  }
}

/** The files of one request body, by the id that stands for each in the parsed body. */
export class Spool {
  readonly files = new Map<string, SpooledFile>();
  private readonly temps: string[] = [];

  constructor(private readonly folder: string) {}

  async newTempPath(): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, `${crypto.randomUUID()}.part`);
    this.temps.push(path);
    return path;
  }

  /** Removes the temporary files still there (those not moved into the store). */
  async discard(): Promise<void> {
    await Promise.all(this.temps.splice(0).map((path) => rm(path, { force: true })));
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const KEY = 'filecontent';
/** The body without its files is held in memory and parsed by Fastify: this size at most. */
const MAX_REST_BYTES = 16 * 1024 * 1024;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

const badBody = (message: string, status = 400) => Object.assign(new Error(message), { statusCode: status });

/**
 * Reads a JSON body as it arrives, byte by byte outside strings, copying it through except for every
 * string value of a `filecontent` key, whose base64 goes to a FileSink and is replaced by its id in
 * the spool. Only the JSON structure is followed here; Fastify parses (and checks) the copy, which is
 * small whatever the size of the files.
 */
class BodyScanner {
  private readonly rest: Buffer[] = [];
  private restBytes = 0;
  private inString = false;
  private escaped = false;
  /** The string being read, while it is short enough to be the key looked for. */
  private text: number[] | null = null;
  private lastString: string | null = null;
  private afterKey: string | null = null;
  private file: FileSink | null = null;

  constructor(
    private readonly spool: Spool,
    private readonly fileBytes: number,
  ) {}

  async push(chunk: Buffer): Promise<void> {
    let from = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.file) {
        from = i = await this.readFile(chunk, i);
        continue;
      }
      const byte = chunk[i] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          this.lastString = this.text ? Buffer.from(this.text).toString('utf8') : null;
        }
        if (this.text) this.text = this.text.length < KEY.length + 1 ? [...this.text, byte] : null;
        i += 1;
        continue;
      }
      if (byte === QUOTE && this.afterKey === KEY) {
        this.keep(chunk.subarray(from, i));
        this.file = new FileSink(this.spool, this.fileBytes);
        this.afterKey = null;
        from = i = i + 1;
        continue;
      }
      if (byte === QUOTE) {
        this.inString = true;
        this.text = [];
      } else if (byte === COLON) this.afterKey = this.lastString;
      else if (!isSpace(byte)) this.afterKey = null;
      i += 1;
    }
    this.keep(chunk.subarray(from));
  }

  /** The body without its files, once all of it was pushed. */
  json(): Buffer {
    if (this.file || this.inString) throw badBody('unterminated string');
    return Buffer.concat(this.rest);
  }

  private keep(bytes: Buffer): void {
    if (bytes.byteLength === 0) return;
    this.restBytes += bytes.byteLength;
    if (this.restBytes > MAX_REST_BYTES) throw badBody('body without files too large');
    this.rest.push(Buffer.from(bytes));
  }

  /** Feeds a file's base64 from `start` to its closing quote or the chunk's end; returns where it stopped. */
  private async readFile(chunk: Buffer, start: number): Promise<number> {
    const file = this.file as FileSink;
    let i = start;
    if (this.escaped) {
      // JSON escapes some encoders write in base64 text: '\/' for '/', and line breaks.
      const escape = String.fromCharCode(chunk[i] as number);
      await file.push(escape === '/' ? '/' : 'nrt'.includes(escape) ? ' ' : '\0');
      this.escaped = false;
      i += 1;
    }
    const quote = chunk.indexOf(QUOTE, i);
    const backslash = chunk.indexOf(BACKSLASH, i);
    const stop = [quote, backslash].filter((at) => at >= 0).reduce((a, b) => Math.min(a, b), chunk.length);
    if (stop > i) await file.push(chunk.toString('latin1', i, stop));
    if (stop === chunk.length) return stop;
    if (stop === backslash) {
      this.escaped = true;
      return stop + 1;
    }
    const id = `spool:${this.spool.files.size}`;
    this.spool.files.set(id, await file.end());
    this.keep(Buffer.from(JSON.stringify(id)));
    this.file = null;
    return stop + 1;
  }
}

/** Spools a request body: the body without its files and the number of bytes received. */
async function spoolJson(
  payload: Readable,
  spool: Spool,
  limits: { bodyBytes: number; fileBytes: number },
): Promise<{ json: Buffer; received: number }> {
  const scanner = new BodyScanner(spool, limits.fileBytes);
  let received = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > limits.bodyBytes) throw badBody('body too large', 413);
    await scanner.push(chunk);
  }
  return { json: scanner.json(), received };
}

const spools = new WeakMap<FastifyRequest, Spool>();

/** The files of the request's body, as the upload hooks spooled them. */
export function spoolOf(request: FastifyRequest): Spool {
  const spool = spools.get(request);
  if (!spool) throw new Error('route without the upload hooks');
  return spool;
}

/**
 * The hooks of an upload route: its JSON body (SPEC.md's base64 files) is parsed as it arrives, each
 * file decoded and hashed to a temporary file under `DATA_DIR/files/incoming`, so the server's memory
 * stays flat whatever the size; what the route did not store is removed before the answer is sent.
 */
export function uploadHooks(dataDir: string) {
  const folder = join(dataDir, 'files', 'incoming');
  return {
    async preParsing(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return payload;
      const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
      if (Number(request.headers['content-length']) > limit) throw badBody('body too large', 413);
      const spool = new Spool(folder);
      spools.set(request, spool);
      let spooled: { json: Buffer; received: number };
      try {
        spooled = await spoolJson(payload, spool, { bodyBytes: limit, fileBytes: MAX_FILE_BYTES });
      } catch (error) {
        await spool.discard();
        const status = (error as { statusCode?: number }).statusCode;
        throw status ? error : badBody('invalid JSON');
      }
      // Fastify compares what it reads with content-length: tell it the size of the original body.
      return Object.assign(Readable.from([spooled.json]), { receivedEncodedLength: spooled.received });
    },
    // Before the answer leaves, so a client that reads DATA_DIR next finds no temporary file.
    async onSend(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
      await spools.get(request)?.discard();
      return payload;
    },
    async onRequestAbort(request: FastifyRequest) {
      await spools.get(request)?.discard();
    },
  };
}
