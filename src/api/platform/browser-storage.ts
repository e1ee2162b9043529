// localStorage access for sagas; storage may be unavailable (private mode, quotas), which must not break the app.

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice simply does not survive a reload.
  }
}
