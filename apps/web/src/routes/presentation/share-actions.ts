// Sending the share link on: copying it, or opening the advisor's e-mail client with it (spec §7).
import { writeToClipboard } from '@/lib/clipboard';
import { toast } from 'sonner';

import { mailtoShareLink } from '@pitchcraft/core';

export async function copyShareLink(url: string): Promise<void> {
  try {
    await writeToClipboard(url);
    toast.success('Link copied');
  } catch {
    toast.error('Copy failed', { description: 'Failed to copy link to clipboard' });
  }
}

/** Opens the advisor's e-mail client with the link, addressed to the client when their address is known. */
export function emailShareLink(
  clientName: string,
  url: string,
  advisorName?: string,
  clientEmail?: string,
): void {
  try {
    window.location.href = mailtoShareLink(clientName, url, advisorName, clientEmail);
    toast.success('Email client opened', {
      description: 'Share the presentation with your client',
    });
  } catch {
    toast.error('Error opening email client', {
      description: 'Please try again or use another method to share',
    });
  }
}

/** The client's e-mail from the presentation's stored facts, when there is one. */
export function clientEmailOf(clientData: unknown): string | undefined {
  const email =
    typeof clientData === 'object' && clientData !== null
      ? (clientData as { email?: unknown }).email
      : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : undefined;
}
