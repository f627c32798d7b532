// Copying a public link: the Clipboard API where the page may use it, else a hidden-textarea copy.
import { toast } from 'sonner';

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
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

/** Copies the link and says so in a toast; true when it was copied. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await writeToClipboard(url);
    toast.success('Link Copied', { description: 'Client link copied to clipboard' });
    return true;
  } catch {
    toast.error('Error', { description: 'Could not copy the link. Select it and copy it by hand.' });
    return false;
  }
}
