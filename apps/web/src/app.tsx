import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { PageFallback } from '@/components/layout/page-fallback';
import { RequireAuth } from '@/components/auth/require-auth';
import { RequireSubscription } from '@/components/auth/require-subscription';

// Every screen is its own chunk, so the landing page ships only what it needs.
const LandingPage = lazy(() => import('./routes/landing/landing-page'));
const SignInPage = lazy(() => import('./routes/auth/sign-in-page'));
const SignupPage = lazy(() => import('./routes/signup/signup-page'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password/reset-password-page'));
const ProfilePage = lazy(() => import('./routes/profile/profile-page'));
const ClientsPage = lazy(() => import('./routes/clients/clients-page'));
const ClientFormPage = lazy(() => import('./routes/client-form/client-form-page'));
const GeneratePage = lazy(() => import('./routes/generate/generate-page'));
const TestCheckoutPage = lazy(() => import('./routes/billing/test-checkout-page'));
const PaymentSuccessPage = lazy(() => import('./routes/payment-success/payment-success-page'));
const PresentationsPage = lazy(() => import('./routes/presentations/presentations-page'));
const PresentationPage = lazy(() => import('./routes/presentation/presentation-page'));
const SharedPresentationPage = lazy(() => import('./routes/shared-presentation/shared-presentation-page'));

export function App() {
  return (
    <BrowserRouter>
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
                <RequireAuth>
                  <TestCheckoutPage />
                </RequireAuth>
              }
            />
            <Route
              path="profile"
              element={
                <RequireAuth>
                  <ProfilePage />
                </RequireAuth>
              }
            />
            <Route
              path="generate"
              element={
                <RequireAuth description="Please sign in to access the generation tools">
                  <RequireSubscription>
                    <GeneratePage />
                  </RequireSubscription>
                </RequireAuth>
              }
            />
            <Route
              path="clients"
              element={
                <RequireAuth>
                  <ClientsPage />
                </RequireAuth>
              }
            />
            <Route
              path="presentations"
              element={
                <RequireAuth>
                  <RequireSubscription>
                    <PresentationsPage />
                  </RequireSubscription>
                </RequireAuth>
              }
            />
            <Route
              path="presentation/:id"
              element={
                <RequireAuth>
                  <RequireSubscription>
                    <PresentationPage />
                  </RequireSubscription>
                </RequireAuth>
              }
            />
          </Route>
          <Route path="client-form/:linkId" element={<ClientFormPage />} />
          <Route path="shared-presentation/:id" element={<SharedPresentationPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="login" element={<Navigate to="/auth" replace />} />
          <Route path="dashboard" element={<Navigate to="/generate" replace />} />
          <Route path="settings" element={<Navigate to="/profile" replace />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
