// Step 1: the industry. Insurance is the only one available; the others are coming soon.
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import {
  ArrowRight,
  Briefcase,
  GraduationCap,
  Home,
  ShieldCheck,
  ShoppingBag,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';

import { INDUSTRIES, type TIndustryId } from '@pitchcraft/core';

import { StepHeading } from './step-heading';
import { WizardNav } from './wizard-nav';

const INDUSTRY_DETAILS: Record<TIndustryId, { icon: LucideIcon; blurb: string }> = {
  insurance: {
    icon: ShieldCheck,
    blurb: 'Life, health, disability and retirement recommendations tailored to each client.',
  },
  'real-estate': { icon: Home, blurb: 'Property recommendations and market insights.' },
  'business-consulting': {
    icon: Briefcase,
    blurb: 'Proposals and strategy decks for business clients.',
  },
  'education-training': { icon: GraduationCap, blurb: 'Programme and course recommendations.' },
  'healthcare-medical': { icon: Stethoscope, blurb: 'Treatment and care plan presentations.' },
  'retail-ecommerce': { icon: ShoppingBag, blurb: 'Product recommendations and offers.' },
};

export function SelectApplicationStep({ onSelect }: { onSelect: () => void }) {
  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="Select Industry"
        description="Choose the kind of presentation you want to create."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {INDUSTRIES.map((industry) => {
          const { icon: Icon, blurb } = INDUSTRY_DETAILS[industry.id];
          return (
            <li key={industry.id}>
              <button
                type="button"
                disabled={!industry.available}
                onClick={industry.available ? onSelect : undefined}
                aria-label={
                  industry.available ? `${industry.name}: select` : `${industry.name}: coming soon`
                }
                className={cn(
                  'group flex h-full w-full flex-col items-start gap-3 rounded-2xl border bg-white p-5 text-left transition-all dark:bg-navy-900',
                  industry.available
                    ? 'border-brand-200 shadow-xs ring-1 ring-brand-100 hover:-translate-y-0.5 hover:border-brand-400 hover:shadow-md dark:border-brand-800 dark:ring-brand-900'
                    : 'cursor-not-allowed border-slate-200 dark:border-navy-800',
                )}
              >
                <div className="flex w-full items-center justify-between">
                  <span
                    className={cn(
                      'flex h-11 w-11 items-center justify-center rounded-xl',
                      industry.available
                        ? 'bg-brand-700 text-white'
                        : 'bg-slate-100 text-slate-500 dark:bg-navy-800 dark:text-slate-400',
                    )}
                  >
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  {industry.available ? (
                    <ArrowRight
                      className="h-5 w-5 text-brand-700 transition-transform group-hover:translate-x-0.5 dark:text-brand-300"
                      aria-hidden
                    />
                  ) : (
                    <Badge>Coming Soon</Badge>
                  )}
                </div>
                <span
                  className={cn(
                    'text-base font-semibold',
                    industry.available
                      ? 'text-navy-900 dark:text-white'
                      : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {industry.name}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{blurb}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <WizardNav backDisabled nextLabel="Continue" onNext={onSelect} />
    </section>
  );
}
