// The cached copy of the access token (spec section 4) that the request layer sends as bearer. The session
// saga keeps it current; nothing else writes it.

let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
