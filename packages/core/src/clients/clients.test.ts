import { describe, expect, it } from 'vitest';

import { ZListClientsInput, ZUpsertClientInput } from './client-schemas';
import { displayEmail, isPlaceholderEmail, PLACEHOLDER_EMAIL_DOMAIN } from './email';
import {
  LINK_MESSAGES,
  parseLinkTemplate,
  ZCreateLinkInput,
  ZListLinksInput,
} from './link-schemas';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('placeholder e-mails', () => {
  it('are recognised and shown as a dash', () => {
    const placeholder = `no-email+abc@${PLACEHOLDER_EMAIL_DOMAIN}`;
    expect(isPlaceholderEmail(placeholder)).toBe(true);
    expect(displayEmail(placeholder)).toBe('-');
    expect(displayEmail('-')).toBe('-');
    expect(displayEmail('ada@example.com')).toBe('ada@example.com');
  });
});

describe('ZUpsertClientInput', () => {
  it('requires a name', () => {
    expect(firstMessage(ZUpsertClientInput.safeParse({ fullName: '   ' }))).toBe(
      'Client name is required',
    );
    expect(firstMessage(ZUpsertClientInput.safeParse({}))).toBe('Client name is required');
  });

  it('treats a blank or dashed e-mail as none and lower-cases real ones', () => {
    expect(ZUpsertClientInput.parse({ fullName: 'Ada', email: '-' }).email).toBe('');
    expect(ZUpsertClientInput.parse({ fullName: 'Ada', email: ' Ada@Example.COM ' }).email).toBe(
      'ada@example.com',
    );
  });

  it('rejects invalid and reserved e-mails', () => {
    expect(firstMessage(ZUpsertClientInput.safeParse({ fullName: 'Ada', email: 'nope' }))).toBe(
      'Please enter a valid email',
    );
    expect(
      firstMessage(
        ZUpsertClientInput.safeParse({ fullName: 'Ada', email: `x@${PLACEHOLDER_EMAIL_DOMAIN}` }),
      ),
    ).toBe('Please enter a valid email');
  });

  it('keeps absent industry fields absent and rejects unknown ones', () => {
    expect(
      ZUpsertClientInput.parse({ fullName: 'Ada', industryData: { age: 40 } }).industryData,
    ).toEqual({ age: 40 });
    expect(
      firstMessage(
        ZUpsertClientInput.safeParse({ fullName: 'Ada', industryData: { shoeSize: 9 } }),
      ),
    ).toBe('Unknown client field: shoeSize');
    expect(
      firstMessage(ZUpsertClientInput.safeParse({ fullName: 'Ada', industryData: { age: -1 } })),
    ).toBe('Age cannot be negative');
  });

  it('bounds every text', () => {
    expect(firstMessage(ZUpsertClientInput.safeParse({ fullName: 'x'.repeat(201) }))).toBe(
      'Client name must be at most 200 characters',
    );
    expect(
      firstMessage(ZUpsertClientInput.safeParse({ fullName: 'Ada', phone: '1'.repeat(51) })),
    ).toBe('Phone number must be at most 50 characters');
  });
});

describe('ZCreateLinkInput', () => {
  it('requires a title with the spec message', () => {
    expect(
      firstMessage(ZCreateLinkInput.safeParse({ title: ' ', industryType: 'insurance' })),
    ).toBe(LINK_MESSAGES.titleRequired);
  });

  it('fills the template defaults of each industry', () => {
    expect(ZCreateLinkInput.parse({ title: 'Life review', industryType: 'insurance' })).toEqual({
      title: 'Life review',
      description: '',
      industryType: 'insurance',
      singleUse: false,
      expiresAt: null,
      templateData: {
        coverageTypes: 'all',
        includeHealth: true,
        includeBudget: true,
        includeDependents: true,
      },
    });
    expect(
      ZCreateLinkInput.parse({ title: 'Homes', industryType: 'real-estate' }).templateData,
    ).toEqual({
      propertyTypes: 'all',
      includePreApproval: false,
      includeTimeline: true,
      includeFeatures: true,
    });
  });

  it('rejects options of the other industry and unknown form types', () => {
    expect(
      firstMessage(
        ZCreateLinkInput.safeParse({
          title: 'T',
          industryType: 'insurance',
          templateData: { propertyTypes: 'all' },
        }),
      ),
    ).toBe('Unknown template option: propertyTypes');
    expect(
      firstMessage(ZCreateLinkInput.safeParse({ title: 'T', industryType: 'healthcare' })),
    ).toBe('Please choose a form type');
    expect(
      firstMessage(
        ZCreateLinkInput.safeParse({
          title: 'T',
          industryType: 'insurance',
          templateData: { coverageTypes: 'boats' },
        }),
      ),
    ).toBe('Please choose a coverage type from the list');
  });

  it('accepts only a future expiry', () => {
    expect(
      ZCreateLinkInput.parse({ title: 'T', industryType: 'insurance', expiresAt: inAnHour() })
        .expiresAt,
    ).not.toBeNull();
    expect(
      firstMessage(
        ZCreateLinkInput.safeParse({
          title: 'T',
          industryType: 'insurance',
          expiresAt: '2020-01-01T00:00:00Z',
        }),
      ),
    ).toBe(LINK_MESSAGES.expiryInPast);
    expect(
      firstMessage(
        ZCreateLinkInput.safeParse({
          title: 'T',
          industryType: 'insurance',
          expiresAt: 'tomorrow',
        }),
      ),
    ).toBe(LINK_MESSAGES.expiryInvalid);
  });
});

describe('list inputs', () => {
  it('default to everything', () => {
    expect(ZListClientsInput.parse(undefined)).toEqual({});
    expect(ZListLinksInput.parse(undefined)).toEqual({ industryType: 'all' });
  });

  it('bound and clean the search', () => {
    expect(ZListClientsInput.parse({ search: ' ada\u0000 ' })).toEqual({ search: 'ada' });
    expect(firstMessage(ZListLinksInput.safeParse({ search: 'x'.repeat(201) }))).toBe(
      'Search must be at most 200 characters',
    );
  });
});

describe('parseLinkTemplate', () => {
  it('reads stored options with defaults and survives garbage', () => {
    expect(parseLinkTemplate('insurance', { coverageTypes: 'life' }).templateData).toMatchObject({
      coverageTypes: 'life',
      includeHealth: true,
    });
    expect(parseLinkTemplate('real-estate', { propertyTypes: 42 }).templateData).toMatchObject({
      propertyTypes: 'all',
    });
    expect(parseLinkTemplate('real-estate', null).templateData).toMatchObject({
      includePreApproval: false,
    });
  });
});
