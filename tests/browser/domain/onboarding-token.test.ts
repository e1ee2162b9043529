import { decodeOnboardingToken } from '../../../src/domain/onboarding-token';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');

describe('decodeOnboardingToken', () => {
  it('reads a plain token', () => {
    expect(decodeOnboardingToken(b64(JSON.stringify({ email: 'a@b.co', purchaseId: 'p1' })))).toEqual({
      email: 'a@b.co',
      purchaseId: 'p1',
    });
  });

  it('reads a token wrapped as payload plus signature', () => {
    const token = b64(JSON.stringify({ payload: JSON.stringify({ email: 'a@b.co', purchaseId: 42 }), signature: 'sig' }));
    expect(decodeOnboardingToken(token)).toEqual({ email: 'a@b.co', purchaseId: '42' });
  });

  it('accepts URL-safe base64 without padding, a "+" turned into a space by the query, and UTF-8', () => {
    const contents = { email: 'zoë@exämple.com', purchaseId: 'ü?>' };
    expect(decodeOnboardingToken(b64url(JSON.stringify(contents)))).toEqual(contents);
    const withPlus = b64(JSON.stringify({ email: 'a@b.co', purchaseId: '>>>?' }));
    expect(withPlus).toContain('+');
    expect(decodeOnboardingToken(withPlus.replace(/\+/g, ' '))).toEqual({ email: 'a@b.co', purchaseId: '>>>?' });
  });

  it('has no purchase id when the token carries none', () => {
    expect(decodeOnboardingToken(b64(JSON.stringify({ email: 'a@b.co' })))).toEqual({ email: 'a@b.co', purchaseId: null });
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', b64('hello')],
    ['no e-mail', b64(JSON.stringify({ purchaseId: 'p1' }))],
    ['a blank e-mail', b64(JSON.stringify({ email: '  ' }))],
    ['an array', b64('[1,2]')],
    ['a payload that is not JSON', b64(JSON.stringify({ payload: '{oops', signature: 's' }))],
  ])('refuses %s', (_case, token) => {
    expect(decodeOnboardingToken(token)).toBeNull();
  });
});
