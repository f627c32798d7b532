// Step 4: everything the presentation will be built from, with a way back to each part.
import { SampleProductWarning } from '@/components/sample-product-warning';
import { Badge } from '@/components/ui/badge';

import {
  budgetLabel,
  CLOSING_STRATEGY_LABELS,
  GOAL_LABELS,
  legacySampleChoice,
  OBJECTION_KEYS,
  OBJECTION_LABELS,
  parseAmount,
  SALES_APPROACH_LABELS,
  sampleProductsChosen,
  type TClientFormDraft,
  type TSalesStrategy,
} from '@pitchcraft/core';

import { needsReviewItems } from './review-needs';
import { Facts, money, Section, title } from './review-parts';
import { StepHeading } from './step-heading';
import { useJurisdiction } from './use-jurisdiction';
import { WizardNav } from './wizard-nav';

interface ReviewStepProps {
  form: TClientFormDraft;
  strategy: TSalesStrategy;
  onBack: () => void;
  onEditClient: () => void;
  onEditStrategy: () => void;
  onGenerate: () => void;
  generating: boolean;
}

export function ReviewStep({
  form,
  strategy,
  onBack,
  onEditClient,
  onEditStrategy,
  onGenerate,
  generating,
}: ReviewStepProps) {
  const goals = (Object.keys(GOAL_LABELS) as (keyof typeof GOAL_LABELS)[])
    .filter((key) => form.goals[key])
    .map((key) => GOAL_LABELS[key]);
  if (form.goals.other)
    goals.push(form.goals.otherText ? `Other: ${form.goals.otherText}` : 'Other');
  const jurisdiction = useJurisdiction();
  // The products the input carries (an old draft's built-in ids read as the samples they name).
  const legacy = form.products ? null : legacySampleChoice(form.companyId, form.productId);
  const company = form.products?.insurer ?? legacy?.insurer;
  const product = form.products?.chosen?.[0]?.name ?? legacy?.productName;
  const samples = legacy
    ? [legacy.productName || `${legacy.insurer} (sample)`]
    : sampleProductsChosen(form.products);
  const plans = form.potentialPlans.filter((plan) =>
    [plan.companyName, plan.productName, plan.notes].some(Boolean),
  );
  const objections = OBJECTION_KEYS.filter((key) => strategy.objectionHandling[key]).map((key) =>
    key === 'other' && strategy.objectionHandling.otherText
      ? `Other: ${strategy.objectionHandling.otherText}`
      : OBJECTION_LABELS[key],
  );
  const emphasis = [
    strategy.focusEmotional && 'Emotional appeal',
    strategy.focusLogical && 'Logical appeal',
    strategy.includeSocialProof && 'Social proof',
    strategy.includeROICalculator && 'ROI calculator',
    strategy.highlightUrgency && 'Urgency',
  ].filter((item): item is string => Boolean(item));

  return (
    <section aria-labelledby="step-title">
      <StepHeading
        title="Review"
        description="Check the details below, then generate the presentation."
      />
      {samples.length > 0 && <SampleProductWarning names={samples} className="mb-5" />}
      <div className="grid gap-5 lg:grid-cols-2">
        <Section heading="Client Information" onEdit={onEditClient}>
          <Facts
            items={[
              ['Name', form.clientName],
              ['Age', String(form.age)],
              ['Gender', form.gender],
              ['Marital status', form.maritalStatus],
              ['Annual income', money(form.annualIncome)],
              [
                'Monthly budget',
                form.budgetGiven === false ? 'Not set' : budgetLabel(parseAmount(form.budget) ?? 0),
              ],
              ['Dependents', String(form.dependents)],
              ['Smoker status', String(form.smoker)],
              ['Occupation', form.occupation],
              ['Location', form.location],
              ['Insurance type', form.insuranceType],
              ['Goals', goals.join(', ')],
            ]}
          />
        </Section>
        <Section heading="Recommended Plans" onEdit={onEditClient}>
          <div className="space-y-2 text-sm">
            <h4 className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              Company and product
            </h4>
            {company ? (
              <p className="text-navy-900 dark:text-slate-100">
                <span className="font-medium">{company}</span>
                {product ? ` — ${product}` : ' — AI picks the product'}
                {samples.length > 0 && (
                  <Badge tone="warning" className="ml-2">
                    Sample
                  </Badge>
                )}
              </p>
            ) : (
              <p className="text-slate-700 dark:text-slate-300">
                None chosen: the AI recommends the best options.
              </p>
            )}
            {plans.length > 0 && (
              <h4 className="pt-1 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
                Potential plans
              </h4>
            )}
            {plans.length > 0 && (
              <ul className="space-y-2">
                {plans.map((plan, index) => (
                  <li
                    key={index}
                    className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 dark:bg-navy-800/60"
                  >
                    <span className="min-w-0">
                      <span className="font-medium text-navy-900 dark:text-white">
                        {[plan.companyName, plan.productName].filter(Boolean).join(' — ') || 'Plan'}
                      </span>
                      {plan.notes && (
                        <span className="block text-slate-600 dark:text-slate-400">
                          {plan.notes}
                        </span>
                      )}
                    </span>
                    <Badge tone={plan.priority === 'High' ? 'brand' : 'neutral'}>
                      {plan.priority ?? 'Medium'}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
            {(form.recommendedProductType || form.advisorPriority) && (
              <Facts
                items={[
                  ['Recommended product type', form.recommendedProductType],
                  ['Advisor priority', form.advisorPriority],
                ]}
              />
            )}
          </div>
        </Section>
        <Section heading="Needs Analysis" onEdit={onEditClient} className="lg:col-span-2">
          <Facts wide items={needsReviewItems(form, jurisdiction)} />
        </Section>
        <Section heading="Sales Strategy" onEdit={onEditStrategy}>
          <Facts
            items={[
              ['Approach', SALES_APPROACH_LABELS[strategy.salesApproach].label],
              ['Closing', CLOSING_STRATEGY_LABELS[strategy.closingStrategy].label],
              ['Objections', objections.join(', ')],
              ['Emphasis', emphasis.join(', ')],
              ['Value proposition', strategy.valueProposition],
              ['Competitive advantages', strategy.competitiveAdvantages],
            ]}
          />
        </Section>
        <Section heading="AI Settings" onEdit={onEditClient}>
          <Facts
            items={[
              ['Style', title(form.presentationStyle)],
              ['Tone', title(form.tonePriority)],
              ['Detail level', title(form.detailLevel)],
              [
                'Color scheme',
                form.colorScheme === 'custom'
                  ? `Custom (${form.customColorHex})`
                  : title(form.colorScheme),
              ],
              ['Focus areas', form.focusAreas.join(', ')],
              ['Custom instructions', form.customInstructions],
            ]}
          />
        </Section>
      </div>
      <WizardNav
        onBack={onBack}
        nextLabel="Generate Presentation"
        onNext={onGenerate}
        nextLoading={generating}
      />
    </section>
  );
}
