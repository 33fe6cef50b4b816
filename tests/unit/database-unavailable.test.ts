import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from '@/lib/db/unavailable';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isDatabaseUnavailable (issue 10: an outage is 503, a bad query is not)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a timed-out socket', withCode('ETIMEDOUT')],
    ['the server shutting down (57P01)', withCode('57P01')],
    ['the server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a statement timeout (57014)', withCode('57014')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'a wrapped cause (Drizzle)',
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ],
    ['one of several attempts (IPv4 and IPv6)', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['an out-of-range value', withCode('22003')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
