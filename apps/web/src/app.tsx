import { AppLayout } from '@/components/layout/app-layout';
import { PageErrorBoundary } from '@/components/layout/page-error-boundary';
import { PageFallback } from '@/components/layout/page-fallback';
import { ToasterHost } from '@/components/layout/toaster-host';
import { lazyRoute } from '@/lib/lazy-route';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';

// Every screen is its own chunk, and so are the private routes' guards, so the landing page ships
// only what it needs.
const PrivateRoute = lazy(() => import('@/components/auth/private-route'));
const LandingPage = lazyRoute(() => import('./routes/landing/landing-page'));
const SignInPage = lazyRoute(() => import('./routes/auth/sign-in-page'));
const SignupPage = lazyRoute(() => import('./routes/signup/signup-page'));
const ForgotPasswordPage = lazyRoute(() => import('./routes/forgot-password/forgot-password-page'));
const ResetPasswordPage = lazyRoute(() => import('./routes/reset-password/reset-password-page'));
const VerifyEmailPage = lazyRoute(() => import('./routes/verify-email/verify-email-page'));
const ProfilePage = lazyRoute(() => import('./routes/profile/profile-page'));
const ClientsPage = lazyRoute(() => import('./routes/clients/clients-page'));
// A client's page comes in the Clients chunk: it shares nearly all of it, and opens from the list at once.
const ClientPage = lazyRoute(() =>
  import('./routes/clients/clients-page').then((module) => ({ default: module.ClientPage })),
);
const ClientFormPage = lazyRoute(() => import('./routes/client-form/client-form-page'));
const GeneratePage = lazyRoute(() => import('./routes/generate/generate-page'));
const TestCheckoutPage = lazyRoute(() => import('./routes/billing/test-checkout-page'));
const PaymentSuccessPage = lazyRoute(() => import('./routes/payment-success/payment-success-page'));
const PresentationsPage = lazyRoute(() => import('./routes/presentations/presentations-page'));
const PresentationPage = lazyRoute(() => import('./routes/presentation/presentation-page'));
const ReviewsPage = lazyRoute(() => import('./routes/reviews/reviews-page'));
const ReviewPage = lazyRoute(() => import('./routes/reviews/review-page'));
const AuditPage = lazyRoute(() => import('./routes/audit/audit-page'));
const LibraryPage = lazyRoute(() => import('./routes/library/library-page'));
const TeamPage = lazyRoute(() => import('./routes/team/team-page'));
const InvitePage = lazyRoute(() => import('./routes/invite/invite-page'));

/**
 * Starts loading the chunk of the public page at `pathname` (the ones people arrive at from outside:
 * the landing page, an intake form), so the first render can show it at once. A shared presentation
 * is not among them: the server answers /shared-presentation/:id itself (apps/server/src/shared-page).
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === '/') return LandingPage.preload();
  if (pathname === '/auth') return SignInPage.preload();
  if (pathname === '/signup') return SignupPage.preload();
  if (pathname.startsWith('/client-form/')) return ClientFormPage.preload();
  return Promise.resolve();
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every screen, under whichever router renders it (the browser's, or the build's prerenderer). */
export function AppRoutes() {
  return (
    <>
      <PageErrorBoundary>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<LandingPage />} />
              <Route path="auth" element={<SignInPage />} />
              <Route path="signup" element={<SignupPage />} />
              <Route path="payment-success" element={<PaymentSuccessPage />} />
              <Route
                path="billing/test-checkout/:id"
                element={
                  <PrivateRoute>
                    <TestCheckoutPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="profile"
                element={
                  <PrivateRoute>
                    <ProfilePage />
                  </PrivateRoute>
                }
              />
              <Route
                path="generate"
                element={
                  <PrivateRoute
                    subscription
                    description="Please sign in to access the generation tools"
                  >
                    <GeneratePage />
                  </PrivateRoute>
                }
              />
              <Route
                path="clients"
                element={
                  <PrivateRoute>
                    <ClientsPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="clients/:id"
                element={
                  <PrivateRoute>
                    <ClientPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="presentations"
                element={
                  <PrivateRoute records>
                    <PresentationsPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="library"
                element={
                  <PrivateRoute records>
                    <LibraryPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="team"
                element={
                  <PrivateRoute>
                    <TeamPage />
                  </PrivateRoute>
                }
              />
              <Route path="invite" element={<InvitePage />} />
              <Route
                path="audit"
                element={
                  <PrivateRoute>
                    <AuditPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="reviews"
                element={
                  <PrivateRoute>
                    <ReviewsPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="reviews/:id"
                element={
                  <PrivateRoute>
                    <ReviewPage />
                  </PrivateRoute>
                }
              />
              <Route
                path="presentation/:id"
                element={
                  <PrivateRoute records>
                    <PresentationPage />
                  </PrivateRoute>
                }
              />
            </Route>
            <Route path="client-form/:linkId" element={<ClientFormPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route path="login" element={<Navigate to="/auth" replace />} />
            <Route path="dashboard" element={<Navigate to="/generate" replace />} />
            <Route path="settings" element={<Navigate to="/profile" replace />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
      <ToasterHost />
    </>
  );
}
