import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadUrl, saveTextFile } from './download';

/** The page's document as far as a download uses it, recording the link and what happened to it. */
function fakePage() {
  const events: string[] = [];
  const link = {
    href: '',
    download: '',
    rel: '',
    click: () => events.push(`click ${link.href} as ${link.download}`),
    remove: () => events.push('remove'),
  };
  vi.stubGlobal('document', {
    createElement: () => link,
    body: { appendChild: () => events.push('append') },
  });
  vi.stubGlobal('window', { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) });
  return { link, events };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloading without leaving the page', () => {
  it('follows the address once as a download under the given name, and removes the link', () => {
    const { link, events } = fakePage();
    downloadUrl('/content/p1/download', 'maria-rivera-insurance-presentation.html');
    expect(events).toEqual([
      'append',
      'click /content/p1/download as maria-rivera-insurance-presentation.html',
      'remove',
    ]);
    expect(link.rel).toBe('noopener');
  });

  it('saves text as a file of its type, and releases it once the download has begun', async () => {
    vi.useFakeTimers();
    const { events } = fakePage();
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:timeline';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

    saveTextFile({
      fileName: 'maria-rivera-timeline.csv',
      type: 'text/csv',
      content: 'when,what\n',
    });
    expect(events).toEqual([
      'append',
      'click blob:timeline as maria-rivera-timeline.csv',
      'remove',
    ]);
    expect(saved?.type).toBe('text/csv');
    expect(await saved?.text()).toBe('when,what\n');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:timeline');
  });
});
