import { Suspense } from 'react';
import { ScreenFallback } from '../components/ScreenFallback';
import { useAppSelector } from '../store/hooks';
import { selectScreen } from '../store/screen.selectors';
import { screenComponents } from './registry';

export function ScreenRouter() {
  const screen = useAppSelector(selectScreen);
  const Component = screenComponents[screen] ?? screenComponents.welcome!;
  return (
    // data-screen names the in-app screen for end-to-end tests (screens are states, not routes).
    <div data-screen={screen} style={{ display: 'contents' }}>
      <Suspense fallback={<ScreenFallback />}>
        <Component key={screen} />
      </Suspense>
    </div>
  );
}
