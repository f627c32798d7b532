// The owner's sharing card: the Enable Sharing toggle, and once it is on, the link with Copy Link
// and Email, the 'anyone with the link' notice, and the link's settings. Read-only (the subscription
// ended): the link and its state show, and it can be copied, but neither it nor its settings change.
import { PresentationSampleWarning } from '@/components/sample-product-warning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/states';
import { Switch } from '@/components/ui/switch';
import { useTRPC } from '@/lib/trpc';
import { useQuery } from '@tanstack/react-query';
import { Copy, Globe2, Lock, Mail } from 'lucide-react';
import { Suspense, useId } from 'react';

import type { RouterOutputs } from '@pitchcraft/api';
import { READ_ONLY_MESSAGES } from '@pitchcraft/core';

import { useSetSharing } from '../presentations/presentation-mutations';
import { ShareControls } from './lazy-forms';
import { clientEmailOf, copyShareLink, emailShareLink } from './share-actions';

type Presentation = RouterOutputs['presentations']['get'];

function accessSummary(p: Presentation): string {
  if (p.hasPasscode && p.requireEmail)
    return 'Anyone with the link, the passcode and their e-mail address can view this presentation.';
  if (p.hasPasscode) return 'Anyone with the link and the passcode can view this presentation.';
  if (p.requireEmail)
    return 'Anyone with the link can view this presentation after entering their e-mail address.';
  return 'Anyone with the link can view this presentation.';
}

export function SharePanel({
  presentation,
  readOnly = false,
}: {
  presentation: Presentation;
  readOnly?: boolean;
}) {
  const trpc = useTRPC();
  const switchId = useId();
  const setSharing = useSetSharing();
  const profile = useQuery({ ...trpc.profile.get.queryOptions(), staleTime: 5 * 60_000 });
  const { shareEnabled, sharedUrl } = presentation;
  const expired =
    presentation.shareExpiresAt !== null &&
    new Date(presentation.shareExpiresAt).getTime() <= Date.now();

  return (
    <Card>
      <CardHeader className="pb-4">
        <div className="flex items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle>Share with your client</CardTitle>
            <CardDescription>
              Send a private link your client can open on any device.
            </CardDescription>
          </div>
          <Badge
            tone={shareEnabled ? (expired ? 'warning' : 'success') : 'neutral'}
            className="mt-1 shrink-0"
          >
            {shareEnabled ? (expired ? 'Expired' : 'Shared') : 'Private'}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-x-8 gap-y-5 pt-0 lg:grid-cols-2">
        <PresentationSampleWarning presentation={presentation} className="lg:col-span-2" />
        <div className="space-y-5">
          <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-navy-700 dark:bg-navy-950/40">
            <label htmlFor={switchId} className={readOnly ? undefined : 'cursor-pointer'}>
              <span className="block text-sm font-medium text-navy-900 dark:text-white">
                Enable Sharing
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {shareEnabled ? 'The link is live.' : 'Only you can see this presentation.'}
              </span>
            </label>
            <Switch
              id={switchId}
              checked={shareEnabled}
              // Read-only, a live link can still be turned off (the server allows it); not on again.
              disabled={setSharing.isPending || (readOnly && !shareEnabled)}
              title={readOnly && !shareEnabled ? READ_ONLY_MESSAGES.control : undefined}
              onCheckedChange={(enabled) => setSharing.mutate({ id: presentation.id, enabled })}
            />
          </div>

          {shareEnabled && sharedUrl && (
            <>
              <div
                role="note"
                className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3.5 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/30 dark:text-brand-100"
              >
                {presentation.hasPasscode || presentation.requireEmail ? (
                  <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                ) : (
                  <Globe2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                )}
                <p>{accessSummary(presentation)}</p>
              </div>
              <div className="space-y-2">
                <label
                  htmlFor={`${switchId}-link`}
                  className="text-sm font-medium text-navy-800 dark:text-slate-200"
                >
                  Share link
                </label>
                <Input
                  id={`${switchId}-link`}
                  readOnly
                  value={sharedUrl}
                  onFocus={(event) => event.currentTarget.select()}
                  className="bg-slate-50 font-mono text-xs dark:bg-navy-950/40"
                  data-testid="share-link"
                />
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="outline" onClick={() => void copyShareLink(sharedUrl)}>
                    <Copy className="h-4 w-4" aria-hidden />
                    Copy Link
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() =>
                      emailShareLink(
                        presentation.clientName,
                        sharedUrl,
                        profile.data?.fullName ?? undefined,
                        clientEmailOf(presentation.clientData),
                      )
                    }
                  >
                    <Mail className="h-4 w-4" aria-hidden />
                    Email
                  </Button>
                </div>
              </div>
            </>
          )}
        </div>
        {readOnly ? (
          <p
            className="self-center text-sm text-slate-600 dark:text-slate-400"
            data-testid="share-read-only"
          >
            {shareEnabled
              ? 'Your link stays as it is while your presentations are read-only: you can turn it off, and renew to change its settings.'
              : 'Renew your subscription to share this presentation.'}
          </p>
        ) : shareEnabled && sharedUrl ? (
          <Suspense fallback={<LoadingState shape="fields" rows={3} />}>
            <ShareControls presentation={presentation} expired={expired} />
          </Suspense>
        ) : (
          <p className="self-center text-sm text-slate-600 dark:text-slate-400">
            Once sharing is on you can copy or e-mail the link, set an expiry date or a passcode,
            and be told when your client opens it.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
