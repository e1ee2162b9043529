import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_TIMEOUT_MS, HttpError, MAX_AUTH_RETRIES, toHttpError, type HttpDeps } from './request-layer';

// The axios instance of the request layer (see ./request-layer.ts), loaded with the first product call.

type RetriableConfig = InternalAxiosRequestConfig & { authRetries?: number; sentToken?: string | null };

export function createHttp(deps: HttpDeps): AxiosInstance {
  const http = axios.create({
    baseURL: deps.baseURL,
    timeout: DEFAULT_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });

  http.interceptors.request.use((config: RetriableConfig) => {
    const token = deps.getAccessToken();
    config.sentToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !config) throw toHttpError(error);
    const attempts = config.authRetries ?? 0;
    if (attempts >= MAX_AUTH_RETRIES) throw new HttpError('max_retries', { status: 401, code: 'max_retries', serverMessage: '' });
    const current = deps.getAccessToken();
    // Sent before a refresh that has happened since: the new token is already here, no need to ask again.
    const refreshedMeanwhile = current !== null && current !== config.sentToken;
    if (!refreshedMeanwhile && (await deps.awaitSessionVerdict()) === 'expired') {
      throw new HttpError('session_expired', { status: 401, code: 'session_expired', serverMessage: '' });
    }
    config.authRetries = attempts + 1;
    return http.request(config);
  });

  return http;
}
