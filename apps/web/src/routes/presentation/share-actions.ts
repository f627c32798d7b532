// Sending the share link on: copying it, or opening the advisor's e-mail client with it (spec §7).
import { toast } from 'sonner';
import { mailtoShareLink } from '@pitchcraft/core';

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain http outside localhost has no Clipboard API: the old selection copy still works there.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

export async function copyShareLink(url: string): Promise<void> {
  try {
    await writeToClipboard(url);
    toast.success('Link copied');
  } catch {
    toast.error('Copy failed', { description: 'Failed to copy link to clipboard' });
  }
}

export function emailShareLink(clientName: string, url: string, advisorName?: string): void {
  try {
    window.location.href = mailtoShareLink(clientName, url, advisorName || undefined);
    toast.success('Email client opened', { description: 'Share the presentation with your client' });
  } catch {
    toast.error('Error opening email client', { description: 'Please try again or use another method to share' });
  }
}
