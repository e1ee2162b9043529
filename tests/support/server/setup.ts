// Server tests share one rule: nothing reaches beyond loopback.
jest.setTimeout(30_000);
