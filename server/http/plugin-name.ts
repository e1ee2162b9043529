// A plugin without a display name makes fastify search every loaded module's exports (require.cache) for it on
// each registration, to name it after its file. Under Jest, whose module registry holds thousands of modules, that
// was a tenth of a second or more per app built; a plain server's module cache is smaller. A display name (fastify's documented
// Symbol.for('fastify.display-name')) answers at once, and reads better in fastify's errors and logs.

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** The plugin, named: by `name`, else by its function's own name. */
export function named<T extends (...args: never[]) => unknown>(plugin: T, name: string = plugin.name): T {
  if (!name) throw new Error('named: an anonymous plugin needs a name');
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
  return plugin;
}
