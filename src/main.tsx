import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initApi } from './api/request/supabase-client';
import { readRuntimeConfig } from './api/platform/runtime-config';
import { App } from './App';
import { StartupError } from './components/StartupError';
import { validateBackendConfig } from './domain/backend-config';
import { webPageLink } from './domain/links';
import { makeStore } from './app/store';

const root = createRoot(document.getElementById('root')!);
const runtime = readRuntimeConfig();
const verdict = validateBackendConfig({ url: runtime.supabaseUrl, anonKey: runtime.supabaseAnonKey });

if (!verdict.ok) {
  console.error(`Start-up stopped (${verdict.error}): ${verdict.detail}`);
  root.render(<StartupError kind={verdict.error} detail={verdict.detail} />);
} else {
  initApi({ supabaseUrl: verdict.url, supabaseAnonKey: verdict.anonKey });
  const store = makeStore({
    preloadedState: {
      system: {
        links: {
          purchaseUrl: runtime.purchaseUrl ?? 'https://example.com/purchase',
          supportUrl: runtime.supportUrl ?? 'mailto:support@example.com',
          version: runtime.version ?? '',
          termsUrl: webPageLink(runtime.termsUrl),
          privacyUrl: webPageLink(runtime.privacyUrl),
        },
        allowSignup: runtime.allowSignup !== false,
        crashedSagas: [],
      },
    },
  });
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
