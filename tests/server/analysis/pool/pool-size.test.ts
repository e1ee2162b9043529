import { defaultThreadHeapMb } from '../../../../server/analysis/pool/pool-size';

// An analysis thread's heap limit: large enough on a roomy machine for V8 to collect at its normal pace, tighter on
// a small one so that a hostile page cannot take more memory than the machine has.

const GB = 2 ** 30;

it('gives each analysis thread an eighth of the machine memory, from 768 MB up to 2 GB', () => {
  expect(defaultThreadHeapMb(2 * GB)).toBe(768);
  expect(defaultThreadHeapMb(4 * GB)).toBe(768);
  expect(defaultThreadHeapMb(8 * GB)).toBe(1024);
  expect(defaultThreadHeapMb(12 * GB)).toBe(1536);
  expect(defaultThreadHeapMb(16 * GB)).toBe(2048);
  expect(defaultThreadHeapMb(24 * GB)).toBe(2048);
  expect(defaultThreadHeapMb(256 * GB)).toBe(2048);
});
