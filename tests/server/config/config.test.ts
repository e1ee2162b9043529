import path from 'node:path';
import { ConfigError, loadConfig } from '../../../server/config';

describe('configuration from the environment', () => {
  it('defaults to embedded mode on port 8787 with ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, mode: 'embedded', databaseUrl: undefined, workers: true, samples: true, llm: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('switches to hosted mode only with all three Supabase settings', () => {
    const hosted = loadConfig({
      SUPABASE_URL: 'https://abcdefghij0123456789.supabase.co/',
      SUPABASE_ANON_KEY: 'a',
      SUPABASE_SERVICE_ROLE_KEY: 's',
    });
    expect(hosted.mode).toBe('hosted');
    expect(hosted.supabase.url).toBe('https://abcdefghij0123456789.supabase.co');
    expect(hosted.samples).toBe(false);
    expect(() => loadConfig({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(ConfigError);
  });

  it('refuses a half-configured model provider and a bad port with a readable message', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1234/v1' })).toThrow('LLM_BASE_URL, LLM_API_KEY and LLM_MODEL');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });

  it('reads flags and lists', () => {
    const config = loadConfig({ WORKERS: 'false', AUTH_EMAIL_CONFIRMATION: '0', ANALYZER_EXTRA_HOSTS: 'Example.com, 127.0.0.1:9000,,' });
    expect(config.workers).toBe(false);
    expect(config.auth.emailConfirmation).toBe(false);
    expect(config.analyzerExtraHosts).toEqual(['example.com', '127.0.0.1:9000']);
  });

  it('takes the onboarding attempts one address may make per 5 minutes, 20 unless set', () => {
    expect(loadConfig({}).access.onboardingPerIp).toBe(20);
    expect(loadConfig({ ONBOARDING_PER_IP: '1000' }).access.onboardingPerIp).toBe(1000);
    expect(() => loadConfig({ ONBOARDING_PER_IP: '0' })).toThrow(/ONBOARDING_PER_IP/);
  });
});
