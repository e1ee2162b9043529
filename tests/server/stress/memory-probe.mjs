// Preloaded into the server under load (node --expose-gc --import ./memory-probe.mjs server/main.ts): answers
// the test's 'memory' message over the IPC channel with the process's memory after a full garbage collection,
// so the test reads the server's own heap and RSS without an endpoint for it in the product.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal, external, arrayBuffers, at: Date.now() });
});
