// A file the server writes on request (a PDF, a PowerPoint, the record): fetched first, so a
// refusal (too long for the format, too many downloads) is said in a toast instead of being saved
// as a file, then handed to the browser's download.
import { toast } from 'sonner';

/** The server's message for a refused export, or a plain one when it gave none. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: fall through to the plain message.
  }
  return response.status === 404
    ? 'This presentation could not be found.'
    : 'The file could not be written. Please try again.';
}

/** Downloads `url` as `fileName`; `what` names it in the toasts ("PDF", "PowerPoint"). */
export async function downloadExport(url: string, fileName: string, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    toast.error(`${what} not downloaded`, { description: 'Check your connection and try again.' });
    return;
  }
  if (!response.ok) {
    toast.error(`${what} not downloaded`, { description: await refusalOf(response) });
    return;
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released once the download has begun.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  toast.success('Download complete', { description: `Your ${what} has been downloaded` });
}
