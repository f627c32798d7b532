// Saves text the app already holds as a file: a Blob behind a temporary link that is clicked once.
export function saveTextFile({ fileName, type, content }: { fileName: string; type: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
