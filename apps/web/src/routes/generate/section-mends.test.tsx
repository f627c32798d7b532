// @vitest-environment jsdom
// What the advisor is told beside a section: each mend in words, why the built-in version stands
// in, and the speaker note behind a disclosure; nothing at all for a section written cleanly.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ReplacedBadge, SectionRepairs, SpeakerNote } from './section-mends';

afterEach(cleanup);

describe('section mends', () => {
  it('says what was mended and what was asked again', () => {
    render(
      <SectionRepairs
        repairs={[
          { kind: 'sentence-removed', problem: 'typed an amount: "less than $3 a day"' },
          { kind: 'reasked', problem: 'used a figure that does not exist: "monthly-premium"' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Mended: a typed amount was removed');
    expect(items[0]).toContain('less than $3 a day');
    expect(items[1]).toContain('Asked again');
    expect(items[1]).toContain('monthly-premium');
  });

  it('shows nothing for a section without mends or a note', () => {
    const { container } = render(
      <>
        <SectionRepairs repairs={[]} />
        <SpeakerNote notes={undefined} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('explains an unknown placeholder replacement to screen readers', () => {
    render(<ReplacedBadge reason="unknown-placeholder" />);
    expect(screen.getByText(/used a figure that does not exist/)).toBeTruthy();
  });

  it('keeps the speaker note closed until the advisor opens it', async () => {
    render(<SpeakerNote notes="Ask which part of the need surprised them." />);
    const details = screen.getByTestId('speaker-note');
    expect(details.hasAttribute('open')).toBe(false);
    await userEvent.click(screen.getByText('Speaker note'));
    expect(details.hasAttribute('open')).toBe(true);
    expect(screen.getByText('Ask which part of the need surprised them.')).toBeTruthy();
  });
});
