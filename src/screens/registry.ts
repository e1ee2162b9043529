import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Screen } from '../domain/screens';

// Each screen is its own chunk, so the welcome screen loads only its own code (issue: bundle budget).

export const screenComponents: Partial<Record<Screen, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('./dashboard/DashboardScreen')),
  'url-input': lazy(() => import('./url-input/UrlInputScreen')),
  loading: lazy(() => import('./loading/AnalysisProgressScreen')),
  'listing-detail': lazy(() => import('./listing-detail/ListingDetailScreen')),
  chat: lazy(() => import('./chat/ChatScreen')),
  profile: lazy(() => import('./profile/ProfileScreen')),
  welcome: lazy(() => import('./welcome/WelcomeScreen')),
  login: lazy(() => import('./login/LoginScreen')),
  signup: lazy(() => import('./signup/SignupScreen')),
  'forgot-password': lazy(() => import('./forgot-password/ForgotPasswordScreen')),
  'reset-password': lazy(() => import('./reset-password/ResetPasswordScreen')),
  'onboard-setup': lazy(() => import('./onboard-setup/OnboardSetupScreen')),
};
