import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { RouteErrorScreen } from './route-error-screen';
import { SignInPage } from './routes/sign-in-page';

/**
 * A route whose code is fetched on first visit: only the sign-in page ships with the entry
 * chunk (JavaScript budgets per route, scripts/check-bundle-budgets.mjs).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * What the router shows while the first page's code arrives: the spinner the access gate showed
 * just before, so the screen does not go blank between the gate's answer and the page (and React
 * Router, given a fallback, does not warn on every load: e2e/first-load.spec.ts).
 */
function FirstPageFallback() {
  return <FullScreenSpinner />;
}

/** Spec 3 §2.1 route table, plus the organisation pages of the collaborative mode. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    HydrateFallback: FirstPageFallback,
    children: [
      { path: '/', element: <Navigate to="/auth/sign-in" replace /> },
      { path: '/auth/sign-in', element: <SignInPage /> },
      {
        // TanStack Query for every other route, fetched with the first of them (issue 15).
        lazy: page(() => import('./query-layout'), 'QueryLayout'),
        children: [
          {
            path: '/auth/sign-up',
            lazy: page(() => import('./routes/sign-up-page'), 'SignUpPage'),
          },
          {
            path: '/auth/verify-email',
            lazy: page(() => import('./routes/verify-email-page'), 'VerifyEmailPage'),
          },
          {
            path: '/auth/reset-request',
            lazy: page(() => import('./routes/reset-request-page'), 'ResetRequestPage'),
          },
          { path: '/auth/reset', lazy: page(() => import('./routes/reset-page'), 'ResetPage') },
          {
            lazy: page(() => import('@/features/auth/components/require-auth'), 'RequireAuth'),
            children: [
              {
                path: '/securite/double-authentification',
                lazy: page(() => import('./routes/two-factor-enrol-page'), 'TwoFactorEnrolPage'),
              },
              {
                lazy: page(() => import('./layout/app-layout'), 'AppLayout'),
                children: [
                  {
                    path: '/app',
                    lazy: page(() => import('./routes/dashboard-page'), 'DashboardPage'),
                  },
                  {
                    path: '/redaction',
                    lazy: page(() => import('./routes/redaction-page'), 'RedactionPage'),
                  },
                  {
                    path: '/facturation',
                    lazy: page(() => import('./routes/facturation-page'), 'FacturationPage'),
                  },
                  {
                    path: '/support',
                    lazy: page(() => import('./routes/support-page'), 'SupportPage'),
                  },
                  {
                    path: '/debug/storage',
                    lazy: page(() => import('./routes/storage-page'), 'StoragePage'),
                  },
                  {
                    path: '/debug/error',
                    lazy: page(() => import('./routes/debug-error-page'), 'DebugErrorPage'),
                  },
                  {
                    path: '/organisation',
                    lazy: page(() => import('./routes/organisation-page'), 'OrganisationPage'),
                  },
                  {
                    path: '/invitations/:id',
                    lazy: page(() => import('./routes/invitation-page'), 'InvitationPage'),
                  },
                  {
                    path: '/settings',
                    lazy: page(() => import('./routes/settings-page'), 'SettingsPage'),
                  },
                  {
                    path: '/patients',
                    lazy: page(() => import('./routes/patients-page'), 'PatientsPage'),
                  },
                  {
                    path: '/patients/:id',
                    lazy: page(() => import('./routes/patient-record-page'), 'PatientRecordPage'),
                  },
                  {
                    path: '/agenda',
                    lazy: page(() => import('./routes/agenda-page'), 'AgendaPage'),
                  },
                  { path: '/testeque', lazy: () => import('./routes/testotheque-page') },
                  { path: '/testeque/:id', lazy: () => import('./routes/test-detail-page') },
                  { path: '/trames', lazy: () => import('./routes/trames-page') },
                  { path: '/trames/:id', lazy: () => import('./routes/trame-detail-page') },
                  { path: '/sophie', lazy: () => import('./routes/sophie-page') },
                  { path: '/myriam', lazy: () => import('./routes/myriam-page') },
                ],
              },
              // Spec 3 §2.1: the chat pages are full screen, without sidebar or header.
              { path: '/sophie/chat', lazy: () => import('./routes/sophie-chat-page') },
              { path: '/myriam/chat', lazy: () => import('./routes/myriam-chat-page') },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
]);
