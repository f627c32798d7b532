// What clients see of an agency member on the shared page, its gate and the intake form: the kit
// that applies to the member (the organisation's, or their own when personal brands are allowed),
// with the member's own name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, userProfiles } from '@pitchcraft/db';

import { createHarness, type Harness, type TestBrowser } from '../../testing';
import { createAgency, type Agency } from '../../testing/organization';
import { sharedBrandOf, sharedGateBrandOf } from './brand';

let h: Harness;
let agency: Agency;
/** The organisation's logo and headshot: the owner's kit. */
let orgLogo: string;
let orgHeadshot: string;

const svg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="${fill}"/></svg>`,
  ).toString('base64');

/** Uploads a logo (or headshot) drawn in `fill` to the browser's own kit; resolves to its served path. */
async function upload(b: TestBrowser, kind: 'logo' | 'headshot', fill: string): Promise<string> {
  const kit = await b.caller.profile.brand.uploadImage({
    kind,
    contentType: 'image/svg+xml',
    dataBase64: svg(fill),
  });
  return kit[kind]!;
}

async function setCompany(userId: string, companyName: string) {
  await h.db.update(userProfiles).set({ companyName }).where(eq(userProfiles.userId, userId));
}

const sharedPage = () =>
  h.browser().caller.presentations.getShared({ id: agency.fixtures.presentationId });
const intakeAdvisor = async () =>
  (await h.browser().caller.intake.getLink({ linkId: agency.fixtures.linkId })).advisor;

beforeAll(async () => {
  h = await createHarness({ rateLimits: false });
  agency = await createAgency(h);
  const { owner } = agency.members;
  orgLogo = await upload(owner, 'logo', '#1D4ED8');
  orgHeadshot = await upload(owner, 'headshot', '#1E3A8A');
  await owner.caller.profile.brand.update({
    colours: null,
    disclaimer: 'Agency disclaimer',
    licence: '',
    contact: {},
    showMadeWith: false,
  });
  await setCompany(owner.user.id, 'Harbor Agency');
});
afterAll(async () => {
  await h.close();
});

describe('an agency member’s shared brand', () => {
  it('shows the organisation’s logo, headshot and line setting with the member’s own name and company', async () => {
    const { advisorA } = agency.members;
    expect(await sharedBrandOf(h.db, advisorA.user.id)).toEqual({
      logo: orgLogo,
      headshot: orgHeadshot,
      advisorName: 'Member advisorA',
      company: 'Northwind Advisors',
      showMadeWith: false,
    });
    expect((await sharedPage()).brand).toEqual({
      logo: orgLogo,
      advisorName: 'Member advisorA',
      company: 'Northwind Advisors',
    });
    expect(await sharedGateBrandOf(h.db, agency.fixtures.presentationId)).toMatchObject({
      logo: orgLogo,
      advisorName: 'Member advisorA',
    });
  });

  it('names the owner’s company when the member left theirs blank', async () => {
    const { advisorB } = agency.members;
    await setCompany(advisorB.user.id, '  ');
    expect(await sharedBrandOf(h.db, advisorB.user.id)).toMatchObject({
      advisorName: 'Member advisorB',
      company: 'Harbor Agency',
    });
  });

  it('shows the member’s own kit when personal brands are allowed, the organisation’s when not', async () => {
    const { advisorA, admin } = agency.members;
    const ownLogo = await upload(advisorA, 'logo', '#60A5FA');
    expect(await sharedBrandOf(h.db, advisorA.user.id)).toMatchObject({
      logo: ownLogo,
      headshot: null,
      showMadeWith: true,
    });
    expect((await sharedPage()).brand?.logo).toBe(ownLogo);
    expect(await intakeAdvisor()).toMatchObject({ logo: ownLogo, headshot: null });

    await admin.caller.organization.setBrandPolicy({ allowPersonalBrand: false });
    expect(await sharedBrandOf(h.db, advisorA.user.id)).toMatchObject({
      logo: orgLogo,
      headshot: orgHeadshot,
      showMadeWith: false,
    });
    expect(await intakeAdvisor()).toMatchObject({ logo: orgLogo, headshot: orgHeadshot });
    await admin.caller.organization.setBrandPolicy({ allowPersonalBrand: true });
    await advisorA.caller.profile.brand.removeImage({ kind: 'logo' });
  });

  it('is on the intake form too: the organisation’s images, the member’s name and company', async () => {
    const page = await h.browser().caller.intake.getLink({ linkId: agency.fixtures.linkId });
    expect(page.advisor).toEqual({
      name: 'Member advisorA',
      company: 'Northwind Advisors',
      logo: orgLogo,
      headshot: orgHeadshot,
    });
    expect(page.showMadeWith).toBe(false);
  });
});

describe('a solo advisor’s shared brand', () => {
  it('is their own kit, name and company, as before', async () => {
    const { foreign } = agency;
    expect(await sharedBrandOf(h.db, foreign.user.id)).toEqual({
      logo: null,
      headshot: null,
      advisorName: 'Felix Foreign',
      company: 'Northwind Advisors',
      showMadeWith: true,
    });
    const logo = await upload(foreign, 'logo', '#0F766E');
    await setCompany(foreign.user.id, '');
    expect(await sharedBrandOf(h.db, foreign.user.id)).toEqual({
      logo,
      headshot: null,
      advisorName: 'Felix Foreign',
      company: '',
      showMadeWith: true,
    });
    const link = await foreign.caller.links.create({
      title: 'Felix’s form',
      industryType: 'insurance',
    });
    expect((await h.browser().caller.intake.getLink({ linkId: link.id })).advisor).toEqual({
      name: 'Felix Foreign',
      company: '',
      logo,
      headshot: null,
    });
  });
});
