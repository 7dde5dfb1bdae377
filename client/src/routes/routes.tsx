import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import i18n from '@/i18n';
import type { Access } from './access';

/** A page's code, loaded on first use, and a way to start loading it (with its strings) early. */
export type Page = LazyExoticComponent<ComponentType> & { preload(): void };

export interface AppRoute {
  path: string;
  access: Access;
  page: Page;
}

function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[]): Page {
  return Object.assign(lazy(load), {
    preload() {
      // The module system keeps the import, so the page's own render finds it loaded.
      void load();
      void i18n.loadNamespaces([...namespaces]);
    },
  });
}

/**
 * Every page is its own chunk, so the landing page does not carry the solver UI, KaTeX, pdf.js or
 * OCR code. A feature replaces its page file under pages/<route>/; the path and rule stay here,
 * with the string namespaces the page shows first.
 */
export const LandingPage = page(() => import('@/pages/landing/LandingPage'), ['landing']);
export const HomePage = page(() => import('@/pages/home/HomePage'), ['home', 'subjects', 'studyPlan']);
export const NotFoundPage = page(() => import('@/pages/not-found/NotFoundPage'), []);

export const ROUTES: readonly AppRoute[] = [
  { path: '/login', access: 'signedOut', page: page(() => import('@/pages/login/LoginPage'), ['auth']) },
  { path: '/register', access: 'signedOut', page: page(() => import('@/pages/register/RegisterPage'), ['auth']) },
  { path: '/pricing', access: 'public', page: page(() => import('@/pages/pricing/PricingPage'), ['pricing']) },
  { path: '/subjects', access: 'signedIn', page: page(() => import('@/pages/subjects/SubjectsPage'), ['subjects']) },
  { path: '/solve', access: 'signedIn', page: page(() => import('@/pages/solve/SolvePage'), ['solve', 'subjects', 'upload', 'verification']) },
  { path: '/library', access: 'signedIn', page: page(() => import('@/pages/library/LibraryPage'), ['library']) },
  { path: '/study-plan', access: 'signedIn', page: page(() => import('@/pages/study-plan/StudyPlanPage'), ['studyPlan']) },
  { path: '/history', access: 'signedIn', page: page(() => import('@/pages/history/HistoryPage'), ['history', 'verification']) },
  { path: '/account', access: 'signedIn', page: page(() => import('@/pages/account/AccountPage'), ['account', 'developers']) },
  { path: '/admin', access: 'admin', page: page(() => import('@/pages/admin/AdminPage'), ['admin']) },
  { path: '/developers', access: 'public', page: page(() => import('@/pages/developers/DevelopersPage'), ['developers']) },
  { path: '/help', access: 'signedIn', page: page(() => import('@/pages/help/HelpPage'), ['help']) },
  { path: '/s/:token', access: 'public', page: page(() => import('@/pages/share/SharedSolutionPage'), ['share', 'history']) },
];

/**
 * Starts loading the page a URL shows while the session is still being checked, instead of after
 * it: on a phone's connection that saves a round trip or two before the first paint. `/` gets the
 * landing page, what a first visit sees.
 */
export function preloadPageFor(pathname: string): void {
  const target = pathname === '/' ? LandingPage : ROUTES.find((route) => route.path === pathname)?.page;
  target?.preload();
}
