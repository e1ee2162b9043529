import { KeyedLock } from '../../../server/listings/keyed-lock';

// One host's admissions run one after the other in the order they came; other hosts' run beside them; a failed
// one hands its error to its own caller and does not hold up the next.

const tick = () => new Promise((r) => setImmediate(r));

describe('KeyedLock', () => {
  it('runs work of one key in order, one at a time, and other keys alongside', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} in`);
      await tick();
      log.push(`${name} out`);
      return name;
    };
    const results = await Promise.all([lock.run('a', step('a1')), lock.run('a', step('a2')), lock.run('b', step('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a1 out')).toBeLessThan(log.indexOf('a2 in'));
    expect(log.indexOf('b1 in')).toBeLessThan(log.indexOf('a1 out'));
  });

  it('gives a failure to its own caller and still runs the next', async () => {
    const lock = new KeyedLock();
    const failing = lock.run('a', async () => Promise.reject(new Error('limit reached')));
    const next = lock.run('a', async () => 'admitted');
    await expect(failing).rejects.toThrow('limit reached');
    await expect(next).resolves.toBe('admitted');
  });
});
