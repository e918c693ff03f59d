// The kinds of malformed JSON body an attacker sends, shared by the server test (every body route,
// through inject) and the black-box probe (scripts/probe.ts, against the built server).

export const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Raw bodies, as bytes or text, named by the kind of attack. */
export const MALFORMED: [string, string | Buffer][] = [
  ['arrays nested 5000 deep', nested(5000, '[', ']')],
  ['objects nested 5000 deep', nested(5000, '{"a":', '}')],
  ['a huge array', `[${'0,'.repeat(200_000)}0]`],
  ['a huge array in a field', `{"email":[${'"a",'.repeat(50_000)}"a"],"edits":[${'{},'.repeat(20_000)}{}]}`],
  [
    'oversize strings in every field',
    JSON.stringify(
      Object.fromEntries(
        ['email', 'password', 'title', 'companyName', 'firstname', 'motif'].map((f) => [
          f,
          'é'.repeat(40_000),
        ]),
      ),
    ),
  ],
  ['null', 'null'],
  ['a bare string', '"texte"'],
  ['a number', '42'],
  ['an empty array', '[]'],
  [
    'wrong types in every field',
    JSON.stringify({
      email: [],
      password: {},
      code: 123456,
      title: 7,
      ponderation: 'x',
      edits: {},
      tenderFiles: 'x',
      messages: 'x',
      plan: ['Premium'],
      companyName: null,
      estimate: { a: 1 },
    }),
  ],
  [
    'invalid UTF-8',
    Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('@x.fr","password":"a"}'),
    ]),
  ],
  ['NUL bytes', '{"email":"a\\u0000@b.fr","password":"\\u0000","title":"\\u0000","companyName":"\\u0000"}'],
  ['a __proto__ key', '{"__proto__":{"role":"admin"},"email":"a@b.fr","password":"x"}'],
  ['a constructor key', '{"constructor":{"prototype":{"role":"admin"}},"email":"a@b.fr"}'],
  ['truncated JSON', '{"email":"a@b.fr","pass'],
];

/** Words of framework and runtime messages in English: a French answer has none of them. */
export const ENGLISH_WORDS = /\b(the|is|must|Unexpected|expected|Bad Request|Not Found|Invalid)\b/;

/** Tables a refused request must leave alone (attempt counters and sessions aside). */
export const WRITTEN_TABLES = [
  'users',
  'companies',
  'email_codes',
  'subscriptions',
  'checkout_sessions',
  'tenders',
  'files',
  'tender_companies',
  'analyses',
  'credits_ledger',
  'audit_events',
  'ai_usage',
];
