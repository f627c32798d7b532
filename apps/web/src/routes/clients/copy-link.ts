// Copying a collection form's public link, with the Clients page's toasts.
import { writeToClipboard } from '@/lib/clipboard';
import { toast } from 'sonner';

/** Copies the link and says so in a toast; true when it was copied. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await writeToClipboard(url);
    toast.success('Link Copied', { description: 'Client link copied to clipboard' });
    return true;
  } catch {
    toast.error('Error', {
      description: 'Could not copy the link. Select it and copy it by hand.',
    });
    return false;
  }
}
