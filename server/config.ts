import path from 'node:path';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fromRoot } from './paths';
import { defaultThreads } from './analysis/pool/pool-size';

// Every setting the server reads, with its embedded default. README's configuration table mirrors this file.

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A page the app links to (terms, privacy): an http or https address, or unset. */
const optionalPage = optionalText.refine((v) => {
  if (v === undefined) return true;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be an http or https address');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  PUBLIC_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag(false),
  WORKERS: flag(true),

  SUPABASE_URL: optionalText,
  SUPABASE_ANON_KEY: optionalText,
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  SUPABASE_JWT_SECRET: optionalText,

  AUTH_EMAIL_CONFIRMATION: flag(true),
  AUTH_SECURE_EMAIL_CHANGE: flag(true),
  AUTH_SECURE_PASSWORD_CHANGE: flag(false),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,

  FREE_LISTINGS: z.coerce.number().int().min(0).default(1),
  ALLOW_SIGNUP: flag(true),
  ONBOARDING_PER_IP: z.coerce.number().int().min(1).default(20),

  PURCHASE_URL: z.string().default('https://example.com/purchase'),
  SUPPORT_URL: z.string().default('mailto:support@example.com'),
  TERMS_URL: optionalPage,
  PRIVACY_URL: optionalPage,

  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Listing Optimiser <no-reply@localhost>'),

  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,

  LLM_BASE_URL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,

  ANALYZER_EXTRA_HOSTS: optionalText,
  SAMPLES: flag(true),

  ANALYSES_PER_USER: z.coerce.number().int().min(1).default(100),
  ANALYSIS_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  ANALYSIS_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  FETCH_PER_HOST: z.coerce.number().int().min(1).max(64).default(4),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  workers: boolean;
  version: string;
  mode: 'embedded' | 'hosted';
  supabase: {
    url: string | undefined;
    anonKey: string | undefined;
    serviceRoleKey: string | undefined;
    jwtSecret: string | undefined;
  };
  auth: {
    emailConfirmation: boolean;
    /** An e-mail change is also confirmed from the current address (GoTrue's secure e-mail change). */
    secureEmailChange: boolean;
    /** A password change in a session older than a day needs a reauthentication code (GoTrue's secure password change). */
    securePasswordChange: boolean;
    google: { clientId: string; clientSecret: string } | undefined;
  };
  access: {
    /** Listings an account without a purchase may add (ever: deleting one does not give it back); purchases lift it. */
    freeListings: number;
    /** Anyone may create a free account; false makes access purchase-only (onboarding after a purchase). */
    allowSignup: boolean;
    /** Account completions (onboarding) one client address may try per 5 minutes. */
    onboardingPerIp: number;
  };
  purchaseUrl: string;
  supportUrl: string;
  /** The operator's terms of service and privacy policy; unset, the sign-in screen names neither. */
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  analyzerExtraHosts: string[];
  /** Serve the synthetic sample listings at /samples and allow the analyser to fetch them (embedded mode). */
  samples: boolean;
  analysis: {
    /** Analyses one host may have waiting or running at once; more are refused until some finish. */
    perUser: number;
    /** Analyses one host may start per minute (each server process counts its own). */
    ratePerMinute: number;
    /** Listing analyses one process runs at once (photo runs: half as many, at least one). */
    concurrency: number;
    /** Requests one process makes to one listing or photo site at once. */
    fetchPerHost: number;
    /** Threads reading pages, scoring and measuring photos beside the server's own (default: the cores, at least 2). */
    threads: number;
  };
}

export class ConfigError extends Error {}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const hostedKeys = [e.SUPABASE_URL, e.SUPABASE_ANON_KEY, e.SUPABASE_SERVICE_ROLE_KEY];
  const hostedCount = hostedKeys.filter(Boolean).length;
  if (hostedCount > 0 && hostedCount < 3) {
    throw new ConfigError('Hosted mode needs all of SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY');
  }
  const llmCount = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL].filter(Boolean).length;
  if (llmCount > 0 && llmCount < 3) {
    throw new ConfigError('The assistant model needs all of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL');
  }
  const mode = hostedCount === 3 ? 'hosted' : 'embedded';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    workers: e.WORKERS,
    version: packageVersion(),
    mode,
    supabase: {
      url: e.SUPABASE_URL?.replace(/\/+$/, ''),
      anonKey: e.SUPABASE_ANON_KEY,
      serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY,
      jwtSecret: e.SUPABASE_JWT_SECRET,
    },
    auth: {
      emailConfirmation: e.AUTH_EMAIL_CONFIRMATION,
      secureEmailChange: e.AUTH_SECURE_EMAIL_CHANGE,
      securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
    },
    access: { freeListings: e.FREE_LISTINGS, allowSignup: e.ALLOW_SIGNUP, onboardingPerIp: e.ONBOARDING_PER_IP },
    purchaseUrl: e.PURCHASE_URL,
    supportUrl: e.SUPPORT_URL,
    termsUrl: e.TERMS_URL,
    privacyUrl: e.PRIVACY_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    analyzerExtraHosts: (e.ANALYZER_EXTRA_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    samples: e.SAMPLES && mode === 'embedded',
    analysis: {
      perUser: e.ANALYSES_PER_USER,
      ratePerMinute: e.ANALYSIS_RATE_PER_MINUTE,
      concurrency: e.ANALYSIS_CONCURRENCY,
      fetchPerHost: e.FETCH_PER_HOST,
      threads: e.ANALYSIS_THREADS ?? defaultThreads(),
    },
  };
}
