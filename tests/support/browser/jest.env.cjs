// jsdom plus the Node web globals it lacks (supabase-js and axios need them). BroadcastChannel is left out on
// purpose: supabase auth would open one and keep Jest alive after the run.
require('./style-rule-filter.cjs'); // before jsdom loads, see there
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
      'AbortController',
      'AbortSignal',
      'setImmediate',
      'clearImmediate',
    ]) {
      if (globalThis[key] !== undefined) this.global[key] = globalThis[key];
    }
  }
};
