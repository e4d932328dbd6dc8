import { ROLE_ADMIN } from '@roadhire/shared';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { careersRoute } from './careers-routes';
import { FallbackRedirect } from './guards/fallback-redirect';
import { RedirectGuard } from './guards/redirect-guard';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PrivatePages } from './layout/private-pages';
import { page } from './lazy-page';

/** SPEC §2 route table. */
export const routes: RouteObject[] = [
  careersRoute,
  {
    // Every page but the careers page (and the fallback, which only redirects) is noindex.
    element: <PrivatePages />,
    children: [
      {
        path: paths.login.pattern,
        ...page(
          () => import('../features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.register.pattern,
        ...page(
          () => import('../features/auth/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: paths.forgotPassword.pattern,
        ...page(
          () => import('../features/auth/pages/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: paths.resetPassword.pattern,
        ...page(
          () => import('../features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: paths.confirmEmail.pattern,
        ...page(
          () => import('../features/auth/pages/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      },
      {
        // An invitation to the team (decision 033): its link is the permission, and makes the account.
        path: paths.teamAccept.pattern,
        ...page(
          () => import('../features/auth/pages/team-accept-page'),
          (m) => m.TeamAcceptPage,
        ),
      },
      {
        // The previous employer's form needs no account: its link is the permission.
        path: paths.employerResponse.pattern,
        ...page(
          () => import('../features/employer-response/pages/employer-response-page'),
          (m) => m.EmployerResponsePage,
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <RedirectGuard />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    path: paths.profile.pattern,
                    ...page(
                      () => import('../features/profile/pages/profile-page'),
                      (m) => m.ProfilePage,
                    ),
                  },
                  {
                    path: paths.clearinghouseConsent.pattern,
                    ...page(
                      () => import('../features/profile/pages/clearinghouse-consent-page'),
                      (m) => m.ClearinghouseConsentPage,
                    ),
                  },
                  {
                    path: paths.apply.pattern,
                    ...page(
                      () => import('../features/apply/pages/apply-page'),
                      (m) => m.ApplyPage,
                    ),
                  },
                ],
              },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              {
                path: paths.onboarding.pattern,
                ...page(
                  () => import('../features/onboarding/pages/onboarding-page'),
                  (m) => m.OnboardingPage,
                ),
              },
              {
                path: paths.driverVerifications.pattern,
                ...page(
                  () => import('../features/verifications/pages/driver-verifications-page'),
                  (m) => m.DriverVerificationsPage,
                ),
              },
              {
                path: paths.myApplications.pattern,
                ...page(
                  () => import('../features/profile/pages/my-applications-page'),
                  (m) => m.MyApplicationsPage,
                ),
              },
              {
                path: paths.applicationReceived.pattern,
                ...page(
                  () => import('../features/onboarding/pages/application-received-page'),
                  (m) => m.ApplicationReceivedPage,
                ),
              },
            ],
          },
        ],
      },
      {
        element: <RequireSession role={ROLE_ADMIN} />,
        children: [
          {
            ...page(
              () => import('./layout/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: [
              {
                path: paths.admin.pattern,
                ...page(
                  () => import('../features/admin/dashboard/pages/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: paths.adminPositions.pattern,
                ...page(
                  () => import('../features/admin/positions/pages/positions-page'),
                  (m) => m.PositionsPage,
                ),
              },
              {
                path: paths.adminPositionNew.pattern,
                ...page(
                  () => import('../features/admin/positions/pages/position-editor-page'),
                  (m) => m.PositionEditorPage,
                ),
              },
              {
                path: paths.adminPosition.pattern,
                ...page(
                  () => import('../features/admin/positions/pages/position-editor-page'),
                  (m) => m.PositionEditorPage,
                ),
              },
              {
                path: paths.adminApplicants.pattern,
                ...page(
                  () => import('../features/admin/applicants/pages/applicants-page'),
                  (m) => m.ApplicantsPage,
                ),
              },
              {
                path: paths.adminApplicant.pattern,
                ...page(
                  () => import('../features/admin/applicant-file/pages/applicant-file-page'),
                  (m) => m.ApplicantFilePage,
                ),
              },
              {
                path: paths.adminVerifications.pattern,
                ...page(
                  () => import('../features/admin/verifications/pages/verification-queue-page'),
                  (m) => m.VerificationQueuePage,
                ),
              },
              {
                path: paths.adminAccounts.pattern,
                ...page(
                  () => import('../features/admin/accounts/pages/accounts-page'),
                  (m) => m.AccountsPage,
                ),
              },
              {
                path: paths.adminAudit.pattern,
                ...page(
                  () => import('../features/admin/audit/pages/audit-page'),
                  (m) => m.AuditPage,
                ),
              },
              {
                path: paths.adminPrivacy.pattern,
                ...page(
                  () => import('../features/admin/privacy/pages/privacy-admin-page'),
                  (m) => m.PrivacyAdminPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <FallbackRedirect /> },
];
