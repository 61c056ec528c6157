import { Navigate, createBrowserRouter } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { AppLayout } from './layout/app-layout';
import { PLACEHOLDER_ROUTES } from './placeholders';
import { RouteErrorScreen } from './route-error-screen';
import { ChatPlaceholderPage } from './routes/chat-placeholder-page';
import { DashboardPage } from './routes/dashboard-page';
import { DebugErrorPage } from './routes/debug-error-page';
import { FacturationPage } from './routes/facturation-page';
import { InvitationPage } from './routes/invitation-page';
import { NotFoundPage } from './routes/not-found-page';
import { AgendaPage } from './routes/agenda-page';
import { OrganisationPage } from './routes/organisation-page';
import { PatientRecordPage } from './routes/patient-record-page';
import { PatientsPage } from './routes/patients-page';
import { PlaceholderPage } from './routes/placeholder-page';
import { RedactionPage } from './routes/redaction-page';
import { ResetPage } from './routes/reset-page';
import { ResetRequestPage } from './routes/reset-request-page';
import { SettingsPage } from './routes/settings-page';
import { SignInPage } from './routes/sign-in-page';
import { SignUpPage } from './routes/sign-up-page';
import { StoragePage } from './routes/storage-page';
import { SupportPage } from './routes/support-page';
import { VerifyEmailPage } from './routes/verify-email-page';

/** Spec 3 §2.1 route table, plus the organisation pages of the collaborative mode. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <Navigate to="/auth/sign-in" replace /> },
      { path: '/auth/sign-in', element: <SignInPage /> },
      { path: '/auth/sign-up', element: <SignUpPage /> },
      { path: '/auth/verify-email', element: <VerifyEmailPage /> },
      { path: '/auth/reset-request', element: <ResetRequestPage /> },
      { path: '/auth/reset', element: <ResetPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/app', element: <DashboardPage /> },
              { path: '/redaction', element: <RedactionPage /> },
              { path: '/facturation', element: <FacturationPage /> },
              { path: '/support', element: <SupportPage /> },
              { path: '/debug/storage', element: <StoragePage /> },
              { path: '/debug/error', element: <DebugErrorPage /> },
              { path: '/organisation', element: <OrganisationPage /> },
              { path: '/invitations/:id', element: <InvitationPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/patients', element: <PatientsPage /> },
              { path: '/patients/:id', element: <PatientRecordPage /> },
              { path: '/agenda', element: <AgendaPage /> },
              ...PLACEHOLDER_ROUTES.map(({ path, area, description }) => ({
                path: `/${path}`,
                element: <PlaceholderPage key={path} area={area} description={description} />,
              })),
            ],
          },
          {
            path: '/sophie/chat',
            element: (
              <ChatPlaceholderPage
                assistant="Sophie"
                role="Assistante de rédaction"
                backTo="/sophie"
              />
            ),
          },
          {
            path: '/myriam/chat',
            element: (
              <ChatPlaceholderPage
                assistant="Myriam"
                role="Assistante de gestion"
                backTo="/myriam"
              />
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
