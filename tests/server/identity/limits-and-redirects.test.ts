import { isAllowedRedirect, resolveRedirect, withFragment } from '../../../server/identity/auth/redirects';
import { IntervalLimiter, WindowLimiter } from '../../../server/identity/rate-limit';

describe('WindowLimiter', () => {
  it('allows the limit per window and says how long to wait', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 60_000, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 45_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});

describe('IntervalLimiter', () => {
  it('counts the seconds left from the last event, or from a stored time', () => {
    let now = 1_000_000;
    const limiter = new IntervalLimiter(60_000, () => now);
    expect(limiter.take('x')).toBe(0);
    now += 20_200;
    expect(limiter.take('x')).toBe(40);
    expect(limiter.secondsLeft('y', now - 1_000)).toBe(59);
    now += 40_000;
    expect(limiter.take('x')).toBe(0);
  });
});

describe('redirect allow-list', () => {
  const site = 'https://app.example.com';
  it.each([
    ['https://app.example.com/auth/callback', true],
    ['https://app.example.com:8443/x', false],
    ['http://app.example.com/x', false],
    ['https://evil.example/x', false],
    ['https://app.example.com.evil.example/x', false],
    ['http://127.0.0.1:5173/auth/callback', true],
    ['http://[::1]:5173/', true],
    ['javascript:alert(1)', false],
    ['https://user:pass@app.example.com/', false],
  ])('%s -> %s', (candidate, allowed) => {
    expect(isAllowedRedirect(candidate, site)).toBe(allowed);
  });

  it('allows any port on localhost when the site is on localhost', () => {
    expect(isAllowedRedirect('http://localhost:5173/auth/callback', 'http://localhost:8787')).toBe(true);
  });

  it('falls back to an allowed Referer, then to the site', () => {
    expect(resolveRedirect('https://evil.example/', site, 'https://app.example.com/login')).toBe('https://app.example.com/login');
    expect(resolveRedirect('https://evil.example/', site, 'https://evil.example/')).toBe('https://app.example.com/');
    expect(resolveRedirect(undefined, site)).toBe('https://app.example.com/');
  });

  it('writes sorted fragment parameters, replacing an existing fragment', () => {
    expect(withFragment('https://app.example.com/cb#old', { type: 'signup', access_token: 'a', sb: '' })).toBe(
      'https://app.example.com/cb#access_token=a&sb=&type=signup',
    );
  });
});
