// Downloads started from the page without leaving it: a temporary link with `download`, clicked once.

/** Follows `url` as a download named `fileName`: a route answering with an attachment, or a Blob URL. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves text the app already holds as a file, from a Blob URL released once the download has begun. */
export function saveTextFile({
  fileName,
  type,
  content,
}: {
  fileName: string;
  type: string;
  content: string;
}): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  downloadUrl(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
