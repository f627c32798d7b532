import { writeToClipboard } from '@/lib/clipboard';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { copyLink } from './copy-link';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/clipboard', () => ({ writeToClipboard: vi.fn() }));

const LINK = 'https://pitchcraft.test/client-form/l1';

beforeEach(() => {
  vi.clearAllMocks();
});

describe('copying a collection form’s link', () => {
  it('copies it, says so (accounts spec §8) and reports success', async () => {
    vi.mocked(writeToClipboard).mockResolvedValue();
    await expect(copyLink(LINK)).resolves.toBe(true);
    expect(writeToClipboard).toHaveBeenCalledWith(LINK);
    expect(toast.success).toHaveBeenCalledWith('Link Copied', {
      description: 'Client link copied to clipboard',
    });
  });

  it('tells the advisor to copy it by hand when the browser refuses, and reports failure', async () => {
    vi.mocked(writeToClipboard).mockRejectedValue(new Error('denied'));
    await expect(copyLink(LINK)).resolves.toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
    const [title, options] = vi.mocked(toast.error).mock.calls[0] ?? [];
    expect(title).toBe('Error');
    expect(options?.description).toMatch(/copy it by hand/);
  });
});
