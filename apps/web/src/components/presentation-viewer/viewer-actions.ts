// The viewer's browser actions: copy the source, download the self-contained file, print.
import { writeToClipboard } from '@/lib/clipboard';
import { downloadUrl } from '@/lib/download';
import { toast } from 'sonner';

/** Spec §9: the print window opens, then prints after 1 s (charts finish drawing first). */
export const PRINT_DELAY_MS = 1000;

export async function copyHtml(html: string | null | undefined): Promise<void> {
  try {
    if (!html) throw new Error('Nothing to copy');
    await writeToClipboard(html);
    toast.success('Copied to clipboard');
  } catch {
    toast.error('Copy failed', { description: 'Failed to copy HTML to clipboard' });
  }
}

/** The content route answers with an attachment, so following it downloads without leaving the page. */
export function downloadHtml(url: string, fileName: string): void {
  downloadUrl(url, fileName);
  toast.success('Download complete', {
    description: 'Your HTML recommendations have been downloaded',
  });
}

/**
 * Printing without a loaded frame: the presentation opens on its own in a new tab (its print
 * styles apply there). It runs in an opaque origin, so this page cannot call print() on it.
 */
export function openPrintWindow(src: string): void {
  const popup = window.open(src, '_blank');
  if (!popup) {
    toast.error('Popup Blocked', { description: 'Please allow popups to print this presentation' });
    return;
  }
  toast.info('Presentation opened in a new tab', {
    description: "Use your browser's Print command there to print or save it as a PDF.",
  });
}
