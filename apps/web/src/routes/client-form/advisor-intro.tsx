// Who is asking: the advisor's headshot (else initials), name and company.
import type { TPublicAdvisor } from '@pitchcraft/core';

/** Who is asking, above the form and in the thank-you: headshot (else initials), name and company. */
export function AdvisorIntro({ advisor, lead }: { advisor: TPublicAdvisor; lead: string }) {
  const name = advisor.name || advisor.company;
  if (!name) return null;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase())
    .join('');
  return (
    <div className="flex items-center gap-3" data-testid="intake-advisor">
      {advisor.headshot ? (
        <img
          src={advisor.headshot}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded-full object-cover ring-1 ring-slate-200 dark:ring-navy-700"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700 ring-1 ring-brand-100 dark:bg-navy-800 dark:text-brand-200 dark:ring-navy-700"
        >
          {initials}
        </span>
      )}
      <p className="min-w-0 text-left text-sm leading-snug text-slate-600 dark:text-slate-400">
        <span className="block">{lead}</span>
        <span className="block font-semibold text-navy-900 dark:text-white">{name}</span>
        {advisor.name && advisor.company && <span className="block">{advisor.company}</span>}
      </p>
    </div>
  );
}
