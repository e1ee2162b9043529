// Failures the user is not told about but a developer should see (e.g. the chat entry's listing fetch).
export function logWarning(message: string, detail?: unknown): void {
  console.warn(message, detail);
}
