import { Suspense } from 'react';
import { ScreenFallback } from '../components/ScreenFallback';
import { useAppSelector } from '../store/hooks';
import { selectScreen, selectScreenStarting } from '../store/screen.selectors';
import { screenComponents } from './registry';

export function ScreenRouter() {
  const screen = useAppSelector(selectScreen);
  // A link to a signed-in screen waits for auth (at most 3 s) before that screen or welcome shows.
  const starting = useAppSelector(selectScreenStarting);
  if (starting) return <ScreenFallback />;
  const Component = screenComponents[screen] ?? screenComponents.welcome!;
  return (
    // data-screen names the in-app screen (screens are states, not routes) for the focus move and end-to-end
    // tests. Keyed by screen, so the old screen's page, which React may keep a moment while the new one's code
    // loads, is never labelled with the new screen's name (focus would land on the old heading).
    <div key={screen} data-screen={screen} style={{ display: 'contents' }}>
      <Suspense fallback={<ScreenFallback />}>
        <Component />
      </Suspense>
    </div>
  );
}
