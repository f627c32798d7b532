// An advisor whose presentation was saved before presentations became documents: one whole page
// (e2e/fixtures/hostile-presentation.html, which also attacks the page that shows it), seeded by
// scripts/e2e-server.ts before the server starts.
export const LEGACY_ADVISOR = {
  email: 'legacy-advisor@example.com',
  password: 'legacy page keeper 2024',
  fullName: 'Lee Legacy',
} as const;

export const LEGACY_CLIENT = 'Hostile Fixture';
