// How each kind of client response looks wherever it is listed (the top bar, the owner view, a
// client's timeline): its icon and the tint behind it. Green is "go ahead", the brand blue a call,
// amber a question waiting for an answer.
import { Handshake, MessageCircleQuestionMark, PhoneCall, type LucideIcon } from 'lucide-react';

import type { TResponseKind } from '@pitchcraft/core';

export const RESPONSE_KIND_LOOK: Record<TResponseKind, { Icon: LucideIcon; tint: string }> = {
  go_ahead: {
    Icon: Handshake,
    tint: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-800',
  },
  call: {
    Icon: PhoneCall,
    tint: 'bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-300 dark:ring-brand-800',
  },
  question: {
    Icon: MessageCircleQuestionMark,
    tint: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-800',
  },
};

/** A kind the server may add later still gets an icon. */
export const responseKindLook = (kind: string) =>
  Object.hasOwn(RESPONSE_KIND_LOOK, kind)
    ? RESPONSE_KIND_LOOK[kind as TResponseKind]
    : RESPONSE_KIND_LOOK.question;
