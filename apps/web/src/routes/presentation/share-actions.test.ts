import { writeToClipboard } from '@/lib/clipboard';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { copyShareLink, emailShareLink } from './share-actions';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/clipboard', () => ({ writeToClipboard: vi.fn() }));

const LINK = 'https://pitchcraft.test/shared-presentation/p1';

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The toasts are the presentations spec's (§8).
describe('copying the share link', () => {
  it('copies the link and says so', async () => {
    vi.mocked(writeToClipboard).mockResolvedValue();
    await copyShareLink(LINK);
    expect(writeToClipboard).toHaveBeenCalledWith(LINK);
    expect(toast.success).toHaveBeenCalledWith('Link copied');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says the copy failed when the browser refuses it', async () => {
    vi.mocked(writeToClipboard).mockRejectedValue(new Error('denied'));
    await copyShareLink(LINK);
    expect(toast.error).toHaveBeenCalledWith('Copy failed', {
      description: 'Failed to copy link to clipboard',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('sending the share link by e-mail', () => {
  const mailClient = () => {
    const location = { href: 'https://pitchcraft.test/presentation/p1' };
    vi.stubGlobal('window', { location });
    return location;
  };
  const mailParts = (href: string) => {
    const url = new URL(href);
    return {
      scheme: url.protocol,
      subject: url.searchParams.get('subject'),
      body: url.searchParams.get('body') ?? '',
    };
  };

  it('opens the advisor’s mail client with the link, addressed to the client', () => {
    const location = mailClient();
    emailShareLink('Maria Rivera', LINK, 'Sam Advisor');
    const mail = mailParts(location.href);
    expect(mail.scheme).toBe('mailto:');
    expect(mail.subject).toBe('Insurance Recommendations for Maria Rivera');
    expect(mail.body).toContain(LINK);
    expect(mail.body).toContain('Maria Rivera');
    expect(mail.body).toContain('Sam Advisor');
    expect(toast.success).toHaveBeenCalledWith('Email client opened', {
      description: 'Share the presentation with your client',
    });
  });

  it('signs off without a name when the advisor has none', () => {
    const location = mailClient();
    emailShareLink('Maria Rivera', LINK, '');
    expect(mailParts(location.href).body.trimEnd()).toMatch(/,$/);
  });

  it('says so when the mail client cannot be opened', () => {
    vi.stubGlobal('window', {
      location: {
        set href(_: string) {
          throw new Error('blocked');
        },
      },
    });
    emailShareLink('Maria Rivera', LINK);
    expect(toast.error).toHaveBeenCalledWith('Error opening email client', {
      description: 'Please try again or use another method to share',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
