import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from './access';

type Page = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  access: Access;
  page: Page;
}

/**
 * Every page is its own chunk, so the landing page does not carry the solver UI, KaTeX, pdf.js or
 * OCR code. A feature replaces its page file under pages/<route>/; the path and rule stay here.
 */
export const LandingPage = lazy(() => import('@/pages/landing/LandingPage'));
export const HomePage = lazy(() => import('@/pages/home/HomePage'));
export const NotFoundPage = lazy(() => import('@/pages/not-found/NotFoundPage'));

export const ROUTES: readonly AppRoute[] = [
  { path: '/login', access: 'signedOut', page: lazy(() => import('@/pages/login/LoginPage')) },
  { path: '/register', access: 'signedOut', page: lazy(() => import('@/pages/register/RegisterPage')) },
  { path: '/pricing', access: 'public', page: lazy(() => import('@/pages/pricing/PricingPage')) },
  { path: '/subjects', access: 'signedIn', page: lazy(() => import('@/pages/subjects/SubjectsPage')) },
  { path: '/solve', access: 'signedIn', page: lazy(() => import('@/pages/solve/SolvePage')) },
  { path: '/library', access: 'signedIn', page: lazy(() => import('@/pages/library/LibraryPage')) },
  { path: '/history', access: 'signedIn', page: lazy(() => import('@/pages/history/HistoryPage')) },
  { path: '/account', access: 'signedIn', page: lazy(() => import('@/pages/account/AccountPage')) },
  { path: '/admin', access: 'admin', page: lazy(() => import('@/pages/admin/AdminPage')) },
];
