import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { requestMessages } from '../../domain/messages/request';
import { DEFAULT_TIMEOUT_MS, HttpError, MAX_AUTH_RETRIES, toHttpError, type HttpDeps } from './request-layer';

// The axios instance of the request layer (see ./request-layer.ts), loaded with the first product call.

type RetriableConfig = InternalAxiosRequestConfig & { authRetries?: number };

export function createHttp(deps: HttpDeps): AxiosInstance {
  const http = axios.create({
    baseURL: deps.baseURL,
    timeout: DEFAULT_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json' },
  });

  http.interceptors.request.use((config) => {
    const token = deps.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  // Registered before the 401 handler so it sees raw axios errors; off unless a call asks for it.
  axiosRetry(http, { retries: 0 });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (error instanceof HttpError) throw error;
    const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    if (axios.isAxiosError(error) && error.response?.status === 401 && config) {
      const attempts = config.authRetries ?? 0;
      if (attempts >= MAX_AUTH_RETRIES) throw new HttpError(requestMessages.maxRetries, { status: 401, code: 'max_retries' });
      let token: string | null = null;
      try {
        token = await deps.refreshSession();
      } catch {
        token = null;
      }
      if (!token) {
        deps.onSessionExpired();
        throw new HttpError(requestMessages.sessionExpired, { status: 401, code: 'session_expired' });
      }
      config.authRetries = attempts + 1;
      config.headers.set('Authorization', `Bearer ${token}`);
      return http.request(config);
    }
    throw toHttpError(error);
  });

  return http;
}
