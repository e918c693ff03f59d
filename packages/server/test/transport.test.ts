import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from './harness';

/** Sends raw bytes on a fresh connection and answers the whole raw response. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(bytes);
  });
}

const SECRET = 'jeton-secret-123';

describe('French JSON answers for every transport error', () => {
  const server = setupServer('pglite', { config: { requestTimeoutMs: 1500 } });
  let port: number;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  const base = () => `http://127.0.0.1:${port}`;

  const expectFrench = (body: unknown, status: number, code: string) => {
    expect(body).toMatchObject({ code });
    const message = (body as { message: string }).message;
    expect(message).toMatch(/[éèàêç]|Requête|adresse|Ressource/);
    expect(JSON.stringify(body)).not.toContain(SECRET);
    expect(status).toBeGreaterThanOrEqual(400);
  };

  it('404: unknown API path, without echoing it', async () => {
    const reply = await fetch(`${base()}/api/nulle-part/${SECRET}`);
    expect(reply.status).toBe(404);
    expectFrench(await reply.json(), 404, 'NOT_FOUND');
  });

  it('405 with Allow: a known path asked with another method', async () => {
    const reply = await fetch(`${base()}/api/auth/login`, { method: 'DELETE' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toContain('POST');
    expectFrench(await reply.json(), 405, 'METHOD_NOT_ALLOWED');
    const param = await fetch(`${base()}/api/tender/tenders/00000000-0000-4000-8000-000000000000`, {
      method: 'PATCH',
    });
    expect([404, 405]).toContain(param.status);
  });

  it('413: a body over the route limit', async () => {
    const reply = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(100_000) }),
    });
    expect(reply.status).toBe(413);
    expectFrench(await reply.json(), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('414: a very long URL, with a long parameter or a long query', async () => {
    const param = await fetch(`${base()}/api/tender/tender/${SECRET}${'a'.repeat(300)}`);
    expect(param.status).toBe(414);
    expectFrench(await param.json(), 414, 'URI_TOO_LONG');
    const query = await fetch(`${base()}/api/auth/seats?q=${SECRET}${'a'.repeat(5000)}`);
    expect(query.status).toBe(414);
    expectFrench(await query.json(), 414, 'URI_TOO_LONG');
  });

  it('415: a body that is not JSON', async () => {
    const reply = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: SECRET,
    });
    expect(reply.status).toBe(415);
    expectFrench(await reply.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('431: headers over the explicit 16 KiB limit', async () => {
    const reply = await rawRequest(
      port,
      `GET /api/auth/seats HTTP/1.1\r\nHost: x\r\nX-Grand: ${SECRET}${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(reply.headers).toContain('application/json');
    expectFrench(JSON.parse(reply.body), 431, 'HEADERS_TOO_LARGE');
    // Under the limit, the same request is answered by the route.
    const small = await rawRequest(
      port,
      `GET /api/auth/seats HTTP/1.1\r\nHost: x\r\nX-Grand: ${'b'.repeat(8_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(small.status).toBe(401);
  });

  it('408: a request whose body never finishes arriving', async () => {
    const reply = await rawRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(reply.status).toBe(408);
    expectFrench(JSON.parse(reply.body), 408, 'REQUEST_TIMEOUT');
  });

  it('400: garbage instead of HTTP, and a path that does not decode', async () => {
    const garbage = await rawRequest(port, 'NIMPORTE QUOI\r\n\r\n');
    expect(garbage.status).toBe(400);
    expectFrench(JSON.parse(garbage.body), 400, 'INVALID_REQUEST');
    const badPath = await rawRequest(
      port,
      `GET /api/tender/tender/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(badPath.status).toBe(400);
    expect(badPath.body).not.toContain('%E0');
  });
});
