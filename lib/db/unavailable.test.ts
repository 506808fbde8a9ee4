import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that refuses, drops or is restarting, however deeply it is wrapped', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it('leaves real faults alone', () => {
    for (const error of [new Error('boom'), withCode('23505', 'duplicate key'), withCode('22P02'), null, 'text']) expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
