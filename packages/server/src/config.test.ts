import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('puts the data folder where npm start was typed, not in the server workspace', () => {
    expect(configFromEnv({ INIT_CWD: '/srv/mieux-disant' }).dataDir).toBe('/srv/mieux-disant/data');
    expect(configFromEnv({ INIT_CWD: '/srv/mieux-disant', DATA_DIR: 'var' }).dataDir).toBe(
      '/srv/mieux-disant/var',
    );
  });

  it('takes an absolute DATA_DIR as it is, and the current folder without npm', () => {
    expect(configFromEnv({ INIT_CWD: '/srv', DATA_DIR: '/var/lib/md' }).dataDir).toBe('/var/lib/md');
    expect(configFromEnv({}).dataDir).toBe(path.resolve('data'));
  });
});
