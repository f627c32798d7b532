// Copying text: the Clipboard API where the page may use it (secure contexts); plain http outside
// localhost has none, where the old selection copy still works.
export async function writeToClipboard(text: string): Promise<void> {
  // Typed as always there, but absent outside secure contexts.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard && window.isSecureContext) {
    await clipboard.writeText(text);
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
