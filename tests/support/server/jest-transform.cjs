// swc for the server tests, with one line more at the top of the project's own modules: `Math` read once from
// globalThis into a module constant. Jest runs every module inside a vm context, where each read of a global
// name goes through Node's context interceptor, a call V8 cannot optimise away: a per-pixel Math.abs/Math.max
// made the photo measurements (pixel-stats.ts, detail-sharpness.ts) 30 to 50 times slower under Jest than in
// the server (a 360 px photo: 200 ms against 6 ms). The module constant is the same Math object, so spies on
// it still work; it goes on the file's first line (after a `#!` line), so line numbers in stack traces do not move.
const { createTransformer } = require('@swc/jest');

const LOCAL_MATH = 'const Math = globalThis.Math; ';

function withLocalMath(source, filename) {
  if (filename.includes('/node_modules/')) return source;
  // A script's `#!` line must stay first: the constant starts its second line instead.
  if (!source.startsWith('#!')) return LOCAL_MATH + source;
  const end = source.indexOf('\n') + 1;
  return end === 0 ? source : source.slice(0, end) + LOCAL_MATH + source.slice(end);
}

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      ...swc,
      process: (source, filename, transformOptions) => swc.process(withLocalMath(source, filename), filename, transformOptions),
      processAsync: (source, filename, transformOptions) => swc.processAsync(withLocalMath(source, filename), filename, transformOptions),
      getCacheKey: (source, filename, transformOptions) => swc.getCacheKey(withLocalMath(source, filename), filename, transformOptions),
    };
  },
};
