// Starting checkout from any screen: create the session, then hand the browser to the returned
// checkout_url (the provider's hosted page, or /billing/test-checkout/{id} in test mode).
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

const CHECKOUT_FAILED = 'Failed to create checkout session';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/**
 * `pending` stays true from the click until the browser has left, so the button cannot be pressed
 * twice; `error` holds the spec's message for a failure.
 */
export function useStartCheckout() {
  const trpc = useTRPC();
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(
    trpc.billing.createCheckoutSession.mutationOptions({
      onSuccess: ({ checkout_url }) => {
        if (!checkout_url) {
          setError(CHECKOUT_FAILED);
          return;
        }
        setRedirecting(true);
        window.location.assign(checkout_url);
      },
      onError: (failure) => setError(errorMessage(failure, UNEXPECTED)),
    }),
  );
  return {
    start: () => {
      setError(null);
      mutation.mutate();
    },
    pending: mutation.isPending || redirecting,
    error,
  };
}
