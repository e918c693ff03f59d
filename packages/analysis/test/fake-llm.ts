import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** One scripted answer: a JSON body with a status, or assistant content to wrap as a completion. */
export type Reply = { status: number; body: unknown; headers?: Record<string, string> } | { content: string };

/** A local server speaking the OpenAI /v1/chat/completions protocol, answering from a script. */
export class FakeLlm {
  readonly requests: (ChatRequest & { at: number })[] = [];
  private server: Server | null = null;
  private queue: Reply[] = [];
  fallback: (request: ChatRequest) => Reply = () => ({
    status: 500,
    body: { error: { message: 'no script' } },
  });

  script(...replies: Reply[]): void {
    this.queue.push(...replies);
  }

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = JSON.parse(await read(req)) as ChatRequest;
      this.requests.push({ ...body, at: Date.now() });
      if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key') {
        res.writeHead(404).end();
        return;
      }
      const reply = this.queue.shift() ?? this.fallback(body);
      if ('content' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(body.model, reply.content)));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export const RATE_LIMITED: Reply = {
  status: 429,
  headers: { 'retry-after': '1' },
  body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
};
