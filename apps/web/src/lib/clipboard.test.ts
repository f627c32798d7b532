import { afterEach, describe, expect, it, vi } from 'vitest';

import { writeToClipboard } from './clipboard';

/** The page's document as far as the selection copy uses it, recording what happened. */
function fakeDocument(copyResult: boolean) {
  const events: string[] = [];
  const area = {
    value: '',
    style: {} as Record<string, string>,
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    select: () => events.push('select'),
    remove: () => events.push('remove'),
  };
  const document = {
    createElement: vi.fn((tag: string) => {
      events.push(`create ${tag}`);
      return area;
    }),
    body: { appendChild: () => events.push('append') },
    execCommand: vi.fn((command: string) => {
      events.push(`exec ${command} ${area.value}`);
      return copyResult;
    }),
  };
  return { document, area, events };
}

function page(
  {
    secure,
    clipboard,
  }: { secure: boolean; clipboard?: { writeText: (text: string) => Promise<void> } },
  copyResult = true,
) {
  const fake = fakeDocument(copyResult);
  vi.stubGlobal('navigator', { clipboard });
  vi.stubGlobal('window', { isSecureContext: secure });
  vi.stubGlobal('document', fake.document);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copying text', () => {
  it('uses the Clipboard API where the page may (a secure context)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { document } = page({ secure: true, clipboard: { writeText } });
    await writeToClipboard('https://pitchcraft.test/s/abc');
    expect(writeText).toHaveBeenCalledWith('https://pitchcraft.test/s/abc');
    expect(document.createElement).not.toHaveBeenCalled();
  });

  it('reports a refusal of the Clipboard API', async () => {
    page({
      secure: true,
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    await expect(writeToClipboard('text')).rejects.toThrow('NotAllowedError');
  });

  it('copies through a hidden selection on plain http, and leaves nothing behind', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { area, events } = page({ secure: false, clipboard: { writeText } });
    await writeToClipboard('https://pitchcraft.test/s/abc');
    expect(writeText).not.toHaveBeenCalled();
    expect(events).toEqual([
      'create textarea',
      'append',
      'select',
      'exec copy https://pitchcraft.test/s/abc',
      'remove',
    ]);
    expect(area.attributes.readonly).toBe('');
    expect(area.style).toMatchObject({ position: 'fixed', opacity: '0' });
  });

  it('copies through a selection where the browser has no Clipboard API', async () => {
    const { events } = page({ secure: true });
    await writeToClipboard('text');
    expect(events).toContain('exec copy text');
  });

  it('fails when the browser refuses the selection copy, still removing the selection', async () => {
    const { events } = page({ secure: false }, false);
    await expect(writeToClipboard('text')).rejects.toThrow();
    expect(events.at(-1)).toBe('remove');
  });
});
