import { ROLE_ADMIN } from '@roadhire/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';
import { CareersPage } from '../features/careers/pages/careers-page';
import { FallbackRedirect } from './guards/fallback-redirect';
import { RedirectGuard } from './guards/redirect-guard';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PrivatePages } from './layout/private-pages';

/**
 * Only the home page ships in the first load; every other screen arrives when it is opened. A
 * server-rendered page (a job's) keeps its HTML on screen until its code has arrived to hydrate it.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
  };
};

/** SPEC §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: paths.home.pattern, element: <CareersPage /> },
          {
            path: paths.job.pattern,
            ...page(
              () => import('../features/careers/pages/job-page'),
              (m) => m.JobPage,
            ),
          },
        ],
      },
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
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
